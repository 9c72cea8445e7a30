//===- TvOps.td - the tv dialect for mlir-opt (prophecies, specs) ---------===//
//
// The C++ twin of tvmlir/tv_dialect (Python, xDSL): same op names, same
// custom syntax, same attribute layout.  Loaded into mlir-opt-19 with
// --load-dialect-plugin, it tells upstream passes what the annotations are,
// so that validating a pipeline does not change what the pipeline builds.
//
//===----------------------------------------------------------------------===//

#ifndef TV_OPS_TD
#define TV_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Tv_Dialect : Dialect {
  let name = "tv";
  let cppNamespace = "::tvmlir::tv";
  let summary = "tvmlir's translation-validation annotations";
  let description = [{
    Prophecies (`tv.prophesy`) and the spec container (`tv.spec`,
    `tv.spec_tensor`).  The abstract floating-point ops and the
    `!tv.afloat` type of the Python dialect are accepted as unknown
    operations and types of this dialect (they only occur in tvmlir's own
    queries, never in a compiler pipeline).
  }];
  // Inherent attributes live in the attribute dictionary, as in the
  // Python definition: the generic form tv-opt prints and reads stays the
  // same whether or not the plugin is loaded, and mlir-opt without the
  // plugin (which drops the properties of unregistered ops when it clones
  // them) still carries them.
  let usePropertiesForAttributes = 0;
}

class Tv_Op<string mnemonic, list<Trait> traits = []>
    : Op<Tv_Dialect, mnemonic, traits>;

def Tv_IndexLike : AnyTypeOf<[Index, VectorOfAnyRankOf<[Index]>,
                              TensorOf<[Index]>]>;

def Tv_ProphesyOp : Tv_Op<"prophesy", [
    Pure, ElementwiseMappable, AttrSizedOperandSegments,
    AllTypesMatch<["value", "result"]>]> {
  let summary = "identity on a value, claiming it equals a spec element";
  let description = [{
    `%p = tv.prophesy %v for @f_spec::@T [%i, %j] stage [%k] : f32` is `%v`,
    with the claim that `%v` is the element `(i, j)` of spec tensor `T`
    after reduction step `k` (the final value without `stage`).

    Traits, and why each is sound for validation:
    - `Pure`: at run time the op is the identity, it reads and writes no
      memory.  Passes may CSE two identical prophecies (same value, same
      claim), hoist one with its operand, or erase one whose result is
      unused (then no store depends on it and there is nothing to check).
      No fold or canonicalization replaces the result by the operand, so a
      prophecy survives as long as a store uses it.
    - `ElementwiseMappable`: the linalg vectorizer widens it like any arith
      op; on vectors each lane is one scalar prophecy, the index operands
      becoming index vectors of the same shape (lane by lane).
  }];
  let arguments = (ins AnyType:$value, Variadic<Tv_IndexLike>:$indices,
                       Variadic<Tv_IndexLike>:$stage, SymbolRefAttr:$spec);
  let results = (outs AnyType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Tv_SpecOp : Tv_Op<"spec", [Symbol, IsolatedFromAbove, NoTerminator,
                                 NoRegionArguments]> {
  let summary = "the tensor-level source of one function, kept as text";
  let description = [{
    `tv.spec @f_spec source "<func text>" tensors [@A : tensor<4xf32>,
    @C : tensor<4xf32> stages 1]`.  The source is text so that no pass
    rewrites it; `tensors` declares the spec tensors a prophecy may name,
    as an array of `{name, type, stages?}` dictionaries.

    No region: an op with a region at module level is walked by every pass
    (and crashes mlir-opt-19's inliner when it is unregistered); an op with
    only attributes is inert.  The region form of earlier releases
    (`tv.spec ... { tv.spec_tensor ... }`) is still read, for one release:
    hence the variadic region, empty in the current form.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, StrAttr:$source,
                       OptionalAttr<ArrayAttr>:$tensors);
  let regions = (region VariadicRegion<SizedRegion<1>>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Tv_SpecTensorOp : Tv_Op<"spec_tensor", [HasParent<"SpecOp">]> {
  let summary = "one tensor of a spec, in the region form of earlier releases";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<AnyRankedTensor>:$type,
                       OptionalAttr<I64Attr>:$stages);
  let assemblyFormat = "$sym_name `:` $type (`stages` $stages^)? attr-dict";
  let hasVerifier = 1;
}

#endif // TV_OPS_TD
