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
#include "llvm/ADT/StringSet.h"

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

namespace {
/// One declared spec tensor: from an entry of `tensors` or (old form) a
/// tv.spec_tensor op.
struct SpecTensorDecl {
  StringRef name;
  RankedTensorType type;
  int64_t stages = 0;
};
} // namespace

/// Reads one entry of `tensors`; emits the error on `op` if malformed.
static FailureOr<SpecTensorDecl> readDecl(Operation *op, Attribute attr) {
  auto dict = dyn_cast<DictionaryAttr>(attr);
  if (!dict)
    return op->emitOpError("each entry of tensors must be a dictionary, got ")
           << attr;
  for (NamedAttribute entry : dict)
    if (!llvm::is_contained({"name", "type", "stages"}, entry.getName().getValue()))
      return op->emitOpError("unknown key '")
             << entry.getName().getValue()
             << "' in a tensors entry (expected name, type, stages)";
  auto name = dict.getAs<StringAttr>("name");
  if (!name)
    return op->emitOpError("a tensors entry needs name = \"...\", got ") << dict;
  auto type = dict.getAs<TypeAttr>("type");
  auto ranked = type ? dyn_cast<RankedTensorType>(type.getValue()) : nullptr;
  if (!ranked)
    return op->emitOpError("spec tensor @")
           << name.getValue() << " needs a ranked tensor type";
  SpecTensorDecl decl{name.getValue(), ranked, 0};
  if (Attribute stages = dict.get("stages")) {
    auto value = dyn_cast<IntegerAttr>(stages);
    if (!value)
      return op->emitOpError("stages of spec tensor @")
             << name.getValue() << " must be an integer";
    decl.stages = value.getInt();
    if (decl.stages <= 0)
      return op->emitOpError(
                 "stages must be positive (omit it for no reduction), got ")
             << decl.stages;
  }
  return decl;
}

/// The spec's declared tensors, in order (either form).
static FailureOr<SmallVector<SpecTensorDecl>> declsOf(SpecOp spec) {
  SmallVector<SpecTensorDecl> decls;
  if (ArrayAttr tensors = spec.getTensorsAttr()) {
    for (Attribute attr : tensors) {
      FailureOr<SpecTensorDecl> decl = readDecl(spec, attr);
      if (failed(decl))
        return failure();
      decls.push_back(*decl);
    }
  }
  for (Region &region : spec.getBody())
    for (SpecTensorOp t : region.front().getOps<SpecTensorOp>())
      decls.push_back({t.getSymName(), cast<RankedTensorType>(t.getType()),
                       t.getStages() ? static_cast<int64_t>(*t.getStages()) : 0});
  return decls;
}

/// The spec tensor a prophecy names, or nullopt when its symbol table holds
/// no tv.spec at all (a fragment whose spec was stripped: nothing to check
/// against, as in the Python verifier).
static FailureOr<std::optional<SpecTensorDecl>> lookupSpecTensor(ProphesyOp op) {
  Operation *table = SymbolTable::getNearestSymbolTable(op->getParentOp());
  if (!table)
    return std::optional<SpecTensorDecl>();
  bool anySpec = false;
  for (Region &region : table->getRegions())
    for (Block &block : region)
      anySpec |= !block.getOps<SpecOp>().empty();
  if (!anySpec)
    return std::optional<SpecTensorDecl>();
  SymbolRefAttr ref = op.getSpec();
  auto spec = dyn_cast_or_null<SpecOp>(
      SymbolTable::lookupSymbolIn(table, ref.getRootReference()));
  if (!spec)
    return op.emitOpError("no tv.spec named @")
           << ref.getRootReference().getValue();
  if (ref.getNestedReferences().size() != 1)
    return op.emitOpError("expected a reference of the form @spec::@tensor, got ")
           << ref;
  FailureOr<SmallVector<SpecTensorDecl>> decls = declsOf(spec);
  if (failed(decls))
    return failure();
  StringRef wanted = ref.getNestedReferences()[0].getValue();
  for (const SpecTensorDecl &decl : *decls)
    if (decl.name == wanted)
      return std::optional<SpecTensorDecl>(decl);
  // `@T.order.p0.p1...`: reduction `@T` folded in another order of its
  // reduction dims (tvmlir/tv_dialect/spec.py, `reordered_name`): a
  // permutation of its stages other than the identity.
  size_t cut = wanted.rfind(".order.");
  if (cut != StringRef::npos && cut > 0) {
    StringRef base = wanted.take_front(cut);
    SmallVector<StringRef> parts;
    wanted.drop_front(cut + 7).split(parts, '.');
    for (const SpecTensorDecl &decl : *decls) {
      if (decl.name != base || decl.stages < 2 ||
          static_cast<int64_t>(parts.size()) != decl.stages)
        continue;
      SmallVector<bool> seen(decl.stages, false);
      bool valid = true, identity = true;
      for (auto [k, part] : llvm::enumerate(parts)) {
        unsigned p;
        if (part.empty() || !llvm::all_of(part, [](char c) { return c >= '0' && c <= '9'; }) ||
            part.getAsInteger(10, p) || p >= seen.size() || seen[p]) {
          valid = false;
          break;
        }
        seen[p] = true;
        identity &= p == k;
      }
      if (valid && !identity)
        return std::optional<SpecTensorDecl>(
            SpecTensorDecl{wanted, decl.type, decl.stages});
    }
  }
  return op.emitOpError("tv.spec @")
         << ref.getRootReference().getValue() << " has no spec tensor @"
         << wanted;
}

LogicalResult ProphesyOp::verify() {
  FailureOr<std::optional<SpecTensorDecl>> found = lookupSpecTensor(*this);
  if (failed(found))
    return failure();
  if (!*found)
    return success();
  const SpecTensorDecl &tensor = **found;
  RankedTensorType ttype = tensor.type;
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
  int64_t stages = tensor.stages;
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
  if (getBody().size() > 1)
    return emitOpError("has at most one region (the old tv.spec_tensor form)");
  if (!getBody().empty() && getTensorsAttr())
    return emitOpError(
        "has both a tensors attribute and a region of tv.spec_tensor ops");
  for (Region &region : getBody())
    for (Operation &op : region.front())
      if (!isa<SpecTensorOp>(op))
        return emitOpError("may only contain tv.spec_tensor ops, found ")
               << op.getName();
  FailureOr<SmallVector<SpecTensorDecl>> decls = declsOf(*this);
  if (failed(decls))
    return failure();
  llvm::StringSet<> seen;
  for (const SpecTensorDecl &decl : *decls)
    if (!seen.insert(decl.name).second)
      return emitOpError("declares spec tensor @") << decl.name << " twice";
  return success();
}

// tv.spec @name source "text" (tensors [@T : type (stages N)?, ...])?
//   (attributes {...})? ({ tv.spec_tensor ... })?
// The trailing region is the form of earlier releases, read for one more.
ParseResult SpecOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr name;
  StringAttr source;
  Builder &b = parser.getBuilder();
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name),
                             result.attributes) ||
      parser.parseKeyword("source") ||
      parser.parseAttribute(source, getSourceAttrName(result.name),
                            result.attributes))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("tensors"))) {
    SmallVector<Attribute> entries;
    auto parseOne = [&]() -> ParseResult {
      StringAttr tensorName;
      Type type;
      if (parser.parseSymbolName(tensorName) || parser.parseColonType(type))
        return failure();
      SmallVector<NamedAttribute> fields{b.getNamedAttr("name", tensorName)};
      if (succeeded(parser.parseOptionalKeyword("stages"))) {
        int64_t stages;
        if (parser.parseInteger(stages))
          return failure();
        fields.push_back(b.getNamedAttr("stages", b.getI64IntegerAttr(stages)));
      }
      fields.push_back(b.getNamedAttr("type", TypeAttr::get(type)));
      entries.push_back(b.getDictionaryAttr(fields));
      return success();
    };
    if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square, parseOne))
      return failure();
    result.addAttribute(getTensorsAttrName(result.name), b.getArrayAttr(entries));
  }
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  std::unique_ptr<Region> body = std::make_unique<Region>();
  OptionalParseResult region = parser.parseOptionalRegion(*body);
  if (region.has_value()) {
    if (failed(*region))
      return failure();
    if (body->empty())
      body->emplaceBlock();
    result.addRegion(std::move(body));
  }
  return success();
}

void SpecOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printSymbolName(getSymName());
  p << " source ";
  p.printAttributeWithoutType(getSourceAttr());
  if (ArrayAttr tensors = getTensorsAttr()) {
    p << " tensors [";
    llvm::interleaveComma(tensors, p, [&](Attribute attr) {
      FailureOr<SpecTensorDecl> decl = readDecl(*this, attr);
      if (failed(decl)) { // unreachable after verification
        p.printAttribute(attr);
        return;
      }
      p.printSymbolName(decl->name);
      p << " : " << decl->type;
      if (decl->stages)
        p << " stages " << decl->stages;
    });
    p << ']';
  }
  p.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(),
      {getSymNameAttrName(), getSourceAttrName(), getTensorsAttrName()});
  for (Region &region : getBody()) {
    p << ' ';
    p.printRegion(region, /*printEntryBlockArgs=*/false,
                  /*printBlockTerminators=*/false);
  }
}

LogicalResult SpecTensorOp::verify() {
  if (getStages() && *getStages() <= 0)
    return emitOpError("stages must be positive (omit it for no reduction), got ")
           << *getStages();
  return success();
}

#define GET_OP_CLASSES
#include "tv/TvOps.cpp.inc"
