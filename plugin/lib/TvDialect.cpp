//===- TvDialect.cpp - the tv dialect: registration, syntax, verifiers ----===//
//
// Mirrors tvmlir/tv_dialect (Python).  The verifiers check what the Python
// verifiers check, so an annotation that one side accepts the other does
// too.
//
//===----------------------------------------------------------------------===//

#include "tv/TvDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;
using namespace tvmlir::tv;

#include "tv/TvOpsDialect.cpp.inc"

namespace {
/// The inliner only moves ops of dialects that say they may be moved.  A
/// prophecy is the identity on its value and names its spec by a symbol of
/// the module, which inlining does not change: legal anywhere.  Without
/// this, every call whose callee holds a prophecy would stay a call, and
/// the annotated program would compile differently from the plain one.
struct TvInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;
  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
  bool isLegalToInline(Region *, Region *, bool, IRMapping &) const final {
    return true;
  }
};
} // namespace

void TvDialect::initialize() {
  addInterfaces<TvInlinerInterface>();
  addOperations<
#define GET_OP_LIST
#include "tv/TvOps.cpp.inc"
      >();
  // The abstract floating-point ops and !tv.afloat exist only in the
  // Python dialect (tvmlir's own queries).  Accept them as opaque ops and
  // types of this dialect rather than reject a file that holds them.
  allowUnknownOperations();
  allowUnknownTypes();
}

//===----------------------------------------------------------------------===//
// tv.prophesy
//===----------------------------------------------------------------------===//

/// Index operands have the shape of the value: `index` for a scalar
/// prophecy, `vector<...xindex>` (or a tensor of index) lane by lane for a
/// widened one.  The custom syntax states only the value's type.
static Type indexTypeFor(Type valueType) {
  Type index = IndexType::get(valueType.getContext());
  if (auto vec = dyn_cast<VectorType>(valueType))
    return vec.clone(index);
  if (auto ranked = dyn_cast<RankedTensorType>(valueType))
    return ranked.clone(index);
  if (isa<UnrankedTensorType>(valueType))
    return UnrankedTensorType::get(index);
  return index;
}

// %p = tv.prophesy %v for @spec::@T [%i, %j] (stage [%k])? attr-dict : type
ParseResult ProphesyOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand value;
  SmallVector<OpAsmParser::UnresolvedOperand> indices, stage;
  SymbolRefAttr spec;
  Type type;
  if (parser.parseOperand(value) || parser.parseKeyword("for") ||
      parser.parseAttribute(spec, "spec", result.attributes) ||
      parser.parseOperandList(indices, OpAsmParser::Delimiter::Square))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("stage")) &&
      parser.parseOperandList(stage, OpAsmParser::Delimiter::Square))
    return failure();
  if (parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(type))
    return failure();
  Type indexType = indexTypeFor(type);
  if (parser.resolveOperand(value, type, result.operands) ||
      parser.resolveOperands(indices, indexType, result.operands) ||
      parser.resolveOperands(stage, indexType, result.operands))
    return failure();
  result.addAttribute(
      ProphesyOp::getOperandSegmentSizeAttr(),
      parser.getBuilder().getDenseI32ArrayAttr(
          {1, static_cast<int32_t>(indices.size()),
           static_cast<int32_t>(stage.size())}));
  result.addTypes(type);
  return success();
}

void ProphesyOp::print(OpAsmPrinter &p) {
  p << ' ' << getValue() << " for ";
  p.printAttributeWithoutType(getSpecAttr());
  p << " [" << getIndices() << ']';
  if (!getStage().empty())
    p << " stage [" << getStage() << ']';
  p.printOptionalAttrDict((*this)->getAttrs(),
                          {getSpecAttrName(), getOperandSegmentSizeAttr()});
  p << " : " << getType();
}

/// The spec tensor a prophecy names, or null when its symbol table holds
/// no tv.spec at all (a fragment whose spec was stripped: nothing to check
/// against, as in the Python verifier).
static FailureOr<SpecTensorOp> lookupSpecTensor(ProphesyOp op) {
  Operation *table = SymbolTable::getNearestSymbolTable(op->getParentOp());
  if (!table)
    return SpecTensorOp();
  bool anySpec = false;
  for (Region &region : table->getRegions())
    for (Block &block : region)
      anySpec |= !block.getOps<SpecOp>().empty();
  if (!anySpec)
    return SpecTensorOp();
  SymbolRefAttr ref = op.getSpec();
  auto spec = SymbolTable::lookupSymbolIn(table, ref.getRootReference());
  if (!isa_and_nonnull<SpecOp>(spec))
    return op.emitOpError("no tv.spec named @")
           << ref.getRootReference().getValue();
  if (ref.getNestedReferences().size() != 1)
    return op.emitOpError("expected a reference of the form @spec::@tensor, got ")
           << ref;
  auto tensor = dyn_cast_or_null<SpecTensorOp>(SymbolTable::lookupSymbolIn(
      spec, ref.getNestedReferences()[0].getAttr()));
  if (!tensor)
    return op.emitOpError("tv.spec @")
           << ref.getRootReference().getValue() << " has no tv.spec_tensor @"
           << ref.getNestedReferences()[0].getValue();
  return tensor;
}

LogicalResult ProphesyOp::verify() {
  FailureOr<SpecTensorOp> found = lookupSpecTensor(*this);
  if (failed(found))
    return failure();
  SpecTensorOp tensor = *found;
  if (!tensor)
    return success();
  auto ttype = cast<RankedTensorType>(tensor.getType());
  if (static_cast<int64_t>(getIndices().size()) != ttype.getRank())
    return emitOpError() << getSpec() << " has rank " << ttype.getRank()
                         << " but the prophecy gives " << getIndices().size()
                         << " indices";
  // A value of another dialect's type may abstract the element (the
  // Python dialect's !tv.afloat<f32>); anything else must be the element
  // type itself, lane by lane for a widened prophecy.
  Type element = getElementTypeOrSelf(getValue().getType());
  if (element != ttype.getElementType() &&
      element.getDialect().getNamespace() != TvDialect::getDialectNamespace())
    return emitOpError() << "value of type " << getValue().getType()
                         << " cannot equal an element of " << getSpec()
                         << " : " << ttype;
  int64_t stages = tensor.getStages() ? *tensor.getStages() : 0;
  if (!getStage().empty() && static_cast<int64_t>(getStage().size()) != stages)
    return emitOpError() << getSpec() << " has " << stages
                         << " reduction stages but the prophecy gives "
                         << getStage().size() << " stage indices";
  return success();
}

//===----------------------------------------------------------------------===//
// tv.spec, tv.spec_tensor
//===----------------------------------------------------------------------===//

LogicalResult SpecOp::verify() {
  for (Operation &op : getBody().front())
    if (!isa<SpecTensorOp>(op))
      return emitOpError("may only contain tv.spec_tensor ops, found ")
             << op.getName();
  return success();
}

LogicalResult SpecTensorOp::verify() {
  if (getStages() && *getStages() <= 0)
    return emitOpError("stages must be positive (omit it for no reduction), got ")
           << *getStages();
  return success();
}

#define GET_OP_CLASSES
#include "tv/TvOps.cpp.inc"
