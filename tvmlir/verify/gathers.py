"""Gathers: loads at data-dependent indices (issue 24).

An embedding lookup, `tosa.gather`, or any read through an index tensor
loads `W[idx, k]` where `idx` was itself loaded.  Indices are otherwise
quasi-affine functions of sizes, loop indices and thread ids, which isl
reasons about; a loaded value is not.

The rule: an integer value computed outside the quasi-affine fragment
from loaded data (a load, a float-to-int conversion of one...) becomes an
isl *parameter* of its own, `gather<n>`, where a load uses it as an
index.  isl then keeps the access quasi-affine in it (`idx * 4 + k`, a
`select` wrapping a negative index, stay exact), and z3 knows what the
parameter is: every query mentioning it gets `gather<n> = <the value's
term>` (`SpecEncoder.bind_index`), so the value read is the spec element
at that index, the read of the indexed element.

The obligations of such a load:
* read in bounds: a z3 query (isl cannot bound the parameter), under the
  lowered code's asserts (`verify.asserts`) and the spec's (when assumed):
  Torch-MLIR asserts an embedding index is in range before it reads;
* read defined and its value: by isl and the heap as for any load, with
  the parameter restricted to the in-bounds indices (sound once the bounds
  obligation holds; when it does not, the function has failed anyway).

Only loads may use such an index: a store, a loop bound, a guard, a view
or a prophecy whose index depends on loaded data is `unsupported` (a
scatter, data-dependent control), as before.  The parameter is free for
isl, so anything isl concludes about it holds for every value it could
take (a read-write race check on a gathered buffer is conservative).
"""

from __future__ import annotations

import islpy as isl
import z3
from xdsl.dialects.builtin import IndexType, IntegerType
from xdsl.ir import Operation, OpResult, SSAValue

from tvmlir.affine import space
from tvmlir.verify.frame import Frame
from tvmlir.verify.names import value_label
from tvmlir.verify.obligations import READ_IN_BOUNDS, Outcome, VerifyUnsupported
from tvmlir.ir.slices import backward_slice
from tvmlir.tv_dialect import ProphesyOp
from tvmlir.verify.spec_z3 import index_int

PREFIX = "gather"


class GatherIndices:
    """The data-dependent indices of one verified function: parameter name
    -> (frame, the value it stands for)."""

    def __init__(self) -> None:
        self.params: dict[str, tuple[Frame, SSAValue]] = {}
        self._by_value: dict[tuple[int, SSAValue], str] = {}
        self._bound: set[str] = set()

    def resolver(self, ev, frame: Frame):
        """The `Frame` hook giving an integer value computed from data its
        parameter (see module doc)."""

        def resolve(result: OpResult) -> isl.PwAff | None:
            if not isinstance(result.type, IntegerType | IndexType) or result.op.regions:
                return None
            key = (frame.key, result)
            name = self._by_value.get(key)
            if name is None:
                where = f"{result.op.name}@{ev.where(result.op).split(' at ')[-1]}"
                name = ev.names.fresh(PREFIX, value_label(result, where))
                self._by_value[key] = name
                self.params[name] = (frame, result)
            return space.param(name)

        return resolve

    def is_source(self, frame: Frame, value: SSAValue) -> bool:
        """Whether `value` itself is a data-dependent index's value (its
        term is its own, not its parameter's)."""
        return (frame.key, value) in self._by_value

    def involved(self, pa: isl.PwAff) -> list[str]:
        """The data-dependent parameters `pa` depends on."""
        found = []
        for k in range(pa.dim(space.D.param)):
            name = pa.get_dim_name(space.D.param, k)
            if name in self.params and pa.involves_dims(space.D.param, k, 1):
                found.append(name)
        return found

    def refuse(self, pa: isl.PwAff, op: Operation) -> None:
        """`pa` is used where only quasi-affine values may be (anything but
        a load's index): unsupported, naming the op that computed the data
        dependence, as before gathers were supported."""
        names = self.involved(pa)
        if names:
            source = self.params[names[0]][1]
            culprit = source.op if isinstance(source, OpResult) else op
            raise VerifyUnsupported(culprit, "not quasi-affine: index computed by an op outside the quasi-affine "
                                    "fragment (a value computed from loaded data may only index a load: a gather)")

    def bind(self, ev, names: list[str]) -> list[z3.BoolRef]:
        """Tell z3 what each parameter is (check mode: the values it is
        computed from were loaded); returns the conditions under which the
        values are defined (not poison, no UB on the way)."""
        defined = []
        for name in names:
            frame, value = self.params[name]
            v = ev.term(frame, value)
            if name not in self._bound:
                ev.encoder.bind_index(ev.conv.param(name), index_int(v.term))
                self._bound.add(name)
            defined.append(z3.Not(z3.Or(v.ub, v.poison)))
        return defined


def _elements_fed(ev, op: Operation, frame: Frame, gamma: isl.Set) -> list[z3.ExprRef]:
    """The spec elements the loaded value is computed into: the prophecies
    of its block using it.  The spec's own reads of the same element are
    in bounds where it is defined (`spec_asserts`), which these
    applications bring into the bounds query (an upsampling's clamped
    float index, computed alike on both sides)."""
    block = op.parent_block()
    found = []
    for user in (block.ops if block is not None else ()):
        if not isinstance(user, ProphesyOp):
            continue
        if op not in backward_slice(user.value, lambda o: o.parent_block() is block):
            continue
        try:
            t, staged = ev.prophecy_tensor(user)
            idx = ev.indices(user, user.indices, frame, gamma)
            stage = ev.indices(user, user.stage, frame, gamma) if staged else None
        except VerifyUnsupported:
            continue
        found.append(ev.encoder.app(t, [ev.conv.pw_aff(x) for x in idx],
                                    None if stage is None else [ev.conv.pw_aff(x) for x in stage]))
    return found


def check_bounds(ev, op: Operation, buf, loc: list[isl.PwAff], gamma: isl.Set, names: list[str], frame: Frame) -> isl.Set:
    """`read in bounds` of a gather (z3, see module doc); returns `gamma`
    with the parameters restricted to the in-bounds indices."""
    from tvmlir.verify import views

    ev.note("assumes: integer arithmetic on a loaded index (a gather's) does not overflow 64 bits, "
            "as index arithmetic")
    defined = ev.gathers.bind(ev, names)
    ok = space.universe_params()
    for x, n in zip(loc, buf.sizes):
        ok = ok.intersect(space.in_range(x, n))
    storage = views.storage_bounds(buf, loc)
    if storage is not None:
        ok = ok.intersect(storage)
    claim = z3.And(ev.conv.set(ok), *defined)
    outcome, instance = ev.prover.prove_holds(
        READ_IN_BOUNDS, ev.conv.set(gamma), claim, related=_elements_fed(ev, op, frame, gamma)
    )
    detail = "" if outcome is Outcome.OK else (
        f"reads {buf.label} at a data-dependent index that may be outside {buf.type}"
        if outcome is Outcome.FAILED else "solver gave up"
    )
    ev.record(READ_IN_BOUNDS, op, outcome, detail, instance)
    return gamma.intersect(ok)
