"""How a bufferized function's signature corresponds to its tensor source.

One-Shot Bufferize across function boundaries (`bufferize-function-
boundaries`, any `function-boundary-type-conversion`), followed or not by
`-drop-equivalent-buffer-results` and `-buffer-results-to-out-params`,
rewrites a signature `(tensor<..>, i32) -> (tensor<..>, f32)` into memrefs.
The correspondence (design notes, section 19, "bufferized signatures"):

* **arguments**, by position: a tensor argument is a memref argument of
  the same shape and element type (any layout) whose view holds the
  tensor's value, fully initialized; any other argument keeps its type.
  Arguments the target adds after the source's are out-parameters (memrefs
  the caller allocated: any contents, maybe uninitialized).
* **results**, in order: a scalar (or memref) result is the target's next
  result of the same type; a tensor result is read at the return from
  where the target leaves it: its next memref result, else its next
  out-parameter, else -- when `-drop-equivalent-buffer-results` dropped it
  -- the buffer of the argument the source result is equivalent to (traced
  through destination-passing ops back to a function argument, as One-Shot
  Bufferize's equivalence analysis does for an in-place result).

What the caller may observe of the buffers is MLIR's function-boundary ABI:
a tensor argument's buffer is writable by the callee (One-Shot Module
Bufferize's default; callers copy what they still need), unless the source
marks it `bufferization.writable = false`, in which case the target must
leave it as it was.  The buffers of tensor arguments and out-parameters are
distinct from each other and from every other memref argument, and none
overlaps itself (tensors do not alias); printed as an assumption.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import IntegerAttr, MemRefType, TensorType
from xdsl.ir import Attribute, BlockArgument, OpResult, SSAValue

from tvmlir.semantics.encoding import Unsupported, op_name


@dataclass(frozen=True)
class ResultPlace:
    """Where the target leaves source result k: its result `index`
    (`kind="result"`), or the buffer of its argument `index` at the return
    (`kind="out"`: an out-parameter, `kind="arg"`: a dropped result
    equivalent to that argument)."""

    kind: str
    index: int


@dataclass(frozen=True)
class BufferizedSignature:
    buffers: frozenset[int]
    """Target arguments that hold a source tensor argument."""
    out_params: frozenset[int]
    """Target arguments added as out-parameters."""
    results: tuple[ResultPlace, ...]
    read_only: frozenset[int]
    """Target arguments holding a tensor the source marks not writable."""

    @property
    def own_blocks(self) -> frozenset[int]:
        """Target arguments that get a block of their own (no aliasing)."""
        return self.buffers | self.out_params

    def observed_after(self, k: int) -> bool:
        """Whether the caller sees the contents of target argument k's
        block after the call through the memory (not as a result)."""
        return k in self.read_only

    def assumptions(self, source_names: list[str], target_names: list[str]) -> list[str]:
        out = ["memrefs passed for tensor arguments and out-parameters are distinct buffers, none aliasing another "
               "memref argument or overlapping itself (One-Shot Bufferize's function-boundary ABI)"]  # fmt: skip
        writable = sorted(self.buffers - self.read_only)
        if writable:
            names = ", ".join(f"%{target_names[k]}" for k in writable)
            out.append(f"the target may overwrite the buffers of tensor arguments ({names}): bufferization.writable "
                       "is MLIR's default for function arguments, and callers copy what they still need")  # fmt: skip
        for k, place in enumerate(self.results):
            if place.kind == "out":
                out.append(f"result #{k} is left in the out-parameter %{target_names[place.index]}")
            elif place.kind == "arg":
                out.append(f"result #{k} (dropped as equivalent to %{source_names[place.index]}) is left in the "
                           f"buffer of %{target_names[place.index]}")  # fmt: skip
        return out


def _holds(tensor: Attribute, memref: Attribute) -> bool:
    return (
        isinstance(tensor, TensorType)
        and isinstance(memref, MemRefType)
        and tuple(tensor.get_shape()) == tuple(memref.get_shape())
        and tensor.get_element_type() == memref.get_element_type()
        and not _has_encoding(tensor)
    )


def same_type(s: Attribute, t: Attribute) -> bool:
    """Equal types, a memref's identity affine-map layout being no layout
    (`memref<32xf32, affine_map<(d0) -> (d0)>>` is `memref<32xf32>`; the
    canonicalizer drops the map)."""
    if s == t:
        return True
    if isinstance(s, MemRefType) and isinstance(t, MemRefType):
        return (tuple(s.get_shape()) == tuple(t.get_shape()) and s.get_element_type() == t.get_element_type()
                and s.memory_space == t.memory_space and _identity(s) and _identity(t))  # fmt: skip
    return False


def _identity(t: MemRefType) -> bool:
    from xdsl.dialects.builtin import AffineMapAttr, NoneAttr
    from xdsl.ir.affine import AffineMap

    layout = t.layout
    return isinstance(layout, NoneAttr) or (
        isinstance(layout, AffineMapAttr) and layout.data == AffineMap.identity(len(t.get_shape()))
    )


def _has_encoding(t: TensorType) -> bool:
    enc = getattr(t, "encoding", None)
    return enc is not None and enc.__class__.__name__ != "NoneAttr"


def bufferized_signature(sf, tf) -> BufferizedSignature | None:
    """The correspondence of `tf`'s signature to `sf`'s (None if the two
    are the same); Unsupported if `tf` is not a bufferization of `sf`."""
    s_in, t_in = list(sf.function_type.inputs.data), list(tf.function_type.inputs.data)
    s_out, t_out = list(sf.function_type.outputs.data), list(tf.function_type.outputs.data)
    if s_in == t_in and s_out == t_out:
        return None

    def differ(why: str) -> Unsupported:
        return Unsupported(tf, f"the source and target signatures differ ({why})")

    if len(t_in) < len(s_in):
        raise differ("the target has fewer arguments")
    buffers = set()
    for k, (s, t) in enumerate(zip(s_in, t_in)):
        if _holds(s, t):
            buffers.add(k)
        elif not same_type(s, t):
            raise differ(f"argument #{k}: {s} is not {t} or a memref holding it")
    out_params = list(range(len(s_in), len(t_in)))
    if not all(isinstance(t_in[k], MemRefType) for k in out_params):
        raise differ("an added argument is not a memref (out-parameter)")
    tensor_results = [k for k, s in enumerate(s_out) if isinstance(s, TensorType)]
    buffer_results = sum(isinstance(t, MemRefType) for t in t_out) - sum(isinstance(s, MemRefType) for s in s_out)
    if not (buffers or out_params or tensor_results) and all(same_type(s, t) for s, t in zip(s_out, t_out)) \
            and len(s_out) == len(t_out):
        return None  # the same signature, spelled differently
    dropped = len(tensor_results) - buffer_results - len(out_params)
    if dropped < 0:
        raise differ("the target has more buffer results and out-parameters than the source has tensor results")
    drop = _dropped_results(sf, tensor_results, dropped) if dropped else {}
    if drop is None:
        raise differ(f"cannot tell which {dropped} tensor result(s) were dropped as equivalent to an argument")
    places, next_result, next_out = [], 0, 0
    for k, s in enumerate(s_out):
        if k in drop:
            a = drop[k]
            if a not in buffers:
                raise differ(f"result #{k} is equivalent to argument #{a}, which holds no tensor buffer")
            places.append(ResultPlace("arg", a))
            continue
        if next_result < len(t_out) and (same_type(s, t_out[next_result]) or _holds(s, t_out[next_result])):
            places.append(ResultPlace("result", next_result))
            next_result += 1
            continue
        if isinstance(s, TensorType) and next_out < len(out_params) and _holds(s, t_in[out_params[next_out]]):
            places.append(ResultPlace("out", out_params[next_out]))
            next_out += 1
            continue
        raise differ(f"result #{k} ({s}) has no counterpart in the target")
    if next_result != len(t_out) or next_out != len(out_params):
        raise differ("the target has results or out-parameters the source does not")
    read_only = frozenset(k for k in buffers if _not_writable(sf, k))
    return BufferizedSignature(frozenset(buffers), frozenset(out_params), tuple(places), read_only)


def _not_writable(sf, k: int) -> bool:
    attrs = sf.arg_attrs.data[k].data if sf.arg_attrs is not None else {}
    w = attrs.get("bufferization.writable")
    # `false` is an i1 IntegerAttr (xDSL's BoolAttr is an alias of it).
    return isinstance(w, IntegerAttr) and w.value.data == 0


_DESTINATION = {
    "tensor.insert": 1,
    "tensor.insert_slice": 1,
    "bufferization.materialize_in_destination": 1,
    "vector.transfer_write": 1,
}
"""Ops whose (only) result is their destination operand's buffer when
they bufferize in place: operand index of the destination."""


def _dropped_results(sf, tensor_results: list[int], n: int) -> dict[int, int] | None:
    """Which `n` tensor results `-drop-equivalent-buffer-results` dropped,
    each with the argument it is equivalent to; None if that is not clear.
    A result traced to an argument through fewer destination-passing ops
    is taken first (the argument itself is always equivalent; an insert
    into it only if it bufferized in place), one result per argument (two
    results with different values cannot share a buffer)."""
    traced = []
    for k in tensor_results:
        found = _equivalent_argument(sf, k)
        # A destination-passing op writes its destination: one on a
        # read-only argument bufferizes out of place (a copy), so only the
        # argument itself, returned, is equivalent to it.
        if found is not None and (found[1] == 0 or not _not_writable(sf, found[0])):
            traced.append((found[1], k, found[0]))
    traced.sort()
    out: dict[int, int] = {}
    for depth, k, a in traced:
        if len(out) == n:
            break
        if a not in out.values():
            out[k] = a
    if len(out) != n:
        return None
    # Ambiguous if a result left out ties with one taken: also when both
    # trace to the same argument (two in-place candidates on one buffer,
    # `vector.transfer_write`s into %A returned twice: One-Shot Bufferize
    # put one in place and copied for the other, and the target's signature
    # no longer says which), unless the two return the same value.
    ret = sf.body.blocks[-1].last_op
    depth = {k: d for d, k, _ in traced}
    taken = max(depth[k] for k in out)
    for d, k, a in traced:
        if k in out:
            continue
        rival = next((j for j, b in out.items() if b == a), None)
        if rival is None and d == taken:
            return None
        if rival is not None and d == depth[rival] and ret.operands[k] is not ret.operands[rival]:
            return None
    return out


def _equivalent_argument(sf, k: int) -> tuple[int, int] | None:
    """The function argument source result k is equivalent to, if it
    traces back to one through destination-passing ops (the result of an
    in-place op lives in its destination's buffer): what
    `-drop-equivalent-buffer-results` drops, and how many ops it went
    through.  None if it does not trace."""
    ret = sf.body.blocks[-1].last_op
    if ret is None or k >= len(ret.operands):
        return None
    v: SSAValue = ret.operands[k]
    for depth in range(1000):
        if isinstance(v, BlockArgument):
            return (v.index, depth) if v.block is sf.body.blocks[0] else None
        if not isinstance(v, OpResult):
            return None
        op = v.op
        name = op_name(op)
        if name in _DESTINATION:
            v = op.operands[_DESTINATION[name]]
        elif name.startswith("linalg.") and hasattr(op, "outputs") and len(op.outputs) > v.index:
            v = op.outputs[v.index]
        elif name == "tensor.cast":
            v = op.operands[0]
        elif name in ("scf.for", "scf.forall"):
            # A result is its iteration argument's (shared output's) buffer,
            # initially its init operand's: the last operands, one per result.
            v = op.operands[len(op.operands) - len(op.results) + v.index]
        else:
            return None
    return None
