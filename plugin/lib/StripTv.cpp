//===- StripTv.cpp - strip-tv inside mlir-opt -----------------------------===//
//
// The C++ twin of tvmlir/passes/strip_tv.py: replace every tv.prophesy by
// its value, erase what only computed its indices, erase the tv.spec ops.
// What remains is the program as if tvmlir had not been there, printed by
// mlir-opt itself, so a pipeline's annotated and plain outputs can be
// compared in one printer (tv-pipeline-check) whatever dialects the
// pipeline ends in.
//
//===----------------------------------------------------------------------===//

#include "tv/StripTv.h"
#include "tv/TvDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;

namespace {
struct StripTvPass
    : public PassWrapper<StripTvPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(StripTvPass)

  StringRef getArgument() const final { return "strip-tv"; }
  StringRef getDescription() const final {
    return "Remove tv annotations (prophecies, the index computations that "
           "only fed them, specs)";
  }

  void runOnOperation() override {
    SmallVector<tvmlir::tv::ProphesyOp> prophecies;
    SmallVector<tvmlir::tv::SpecOp> specs;
    getOperation()->walk([&](Operation *op) {
      if (auto p = dyn_cast<tvmlir::tv::ProphesyOp>(op))
        prophecies.push_back(p);
      else if (auto s = dyn_cast<tvmlir::tv::SpecOp>(op))
        specs.push_back(s);
    });
    for (tvmlir::tv::ProphesyOp p : prophecies) {
      llvm::SetVector<Operation *> feeders;
      for (OperandRange range : {p.getIndices(), p.getStage()})
        for (Value v : range)
          if (Operation *def = v.getDefiningOp())
            feeders.insert(def);
      p.getResult().replaceAllUsesWith(p.getValue());
      p.erase();
      // Erase index computations that only fed prophecies, transitively.
      while (!feeders.empty()) {
        Operation *op = feeders.pop_back_val();
        if (!isOpTriviallyDead(op))
          continue;
        for (Value operand : op->getOperands())
          if (Operation *def = operand.getDefiningOp())
            feeders.insert(def);
        op->erase();
      }
    }
    for (tvmlir::tv::SpecOp s : specs)
      s.erase();
  }
};
} // namespace

void tvmlir::tv::registerStripTvPass() { PassRegistration<StripTvPass>(); }
