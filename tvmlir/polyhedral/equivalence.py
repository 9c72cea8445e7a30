"""The two sides' values compared under relations between instances.

`Comparison.equal(a, b, R)` claims: for every pair (x, y) in the isl map
R (instances of a's root on the source side, of b's on the target side),
the value of tree `a` at x equals the value of tree `b` at y.  It is
proved by structure:

* a load is replaced by what its dataflow says (flow.py): each writer's
  stored value, or the initial value of the cell, with R carried over the
  dataflow map (one side at a time, the source's first);
* initial values are equal when they are of the same memref argument and
  R relates only equal cells (a local buffer's initial value is
  uninitialized: never equal);
* ops are equal when they are the same op with the same result type and
  attributes (fast-math and overflow flags, predicates) on equal operands,
  commutative ones in either order; constants when they are the same
  attribute; scalar arguments when they are the same; affine values when
  isl shows them equal on every pair of R.

Floats are compared by structure only: the same op on the same operands
is the same value, exactly (IEEE), and nothing else is claimed.

*Recurrences.*  A claim (a, b, R) met again while it is being proved (an
accumulation `C[i,j] += ...` reads what the previous instance wrote) is
assumed when R is included in the relations already claimed for (a, b):
coinduction, sound because every load replaced moves its side strictly
back in that side's program order (a read sees an earlier write), so the
claims are proved by induction on the pair of instances, which are
finitely many for given parameters.  A claim not included is widened
after WIDEN_AFTER visits: the affine hull of everything claimed for the
pair, cut to the instances that execute (Verdoolaege et al.'s widening);
proving the larger claim proves the smaller.
"""

from __future__ import annotations

import islpy as isl

from tvmlir.polyhedral.flow import Case, Sets
from tvmlir.polyhedral.scop import Node, array_name, makes_choice

COMMUTATIVE = frozenset({
    "arith.addf", "arith.mulf", "arith.addi", "arith.muli", "arith.andi", "arith.ori", "arith.xori",
    "arith.maximumf", "arith.minimumf", "arith.maxnumf", "arith.minnumf", "arith.maxsi", "arith.minsi",
    "arith.maxui", "arith.minui",
})  # fmt: skip

WIDEN_AFTER = 2
"""Visits of a pair of trees with a relation not yet claimed before the
claim is widened."""
MAX_VISITS = 8
"""Visits of a pair after which the recurrence is given up."""
MAX_STEPS = 20_000
"""Comparisons at most (a budget in steps, not time)."""


class Mismatch(Exception):
    """The trees differ in structure (a reason, never a counterexample)."""


class Comparison:
    def __init__(self, sets: tuple[Sets, Sets], flows: tuple[dict[str, list[Case]], dict[str, list[Case]]]):
        self.sets = sets
        self.flows = flows
        self.claims: dict[tuple[int, int], tuple[isl.Map, int]] = {}
        self.nodes: dict[int, Node] = {}
        self.inits: dict[str, Node] = {}
        self.steps = 0
        self.widened = 0

    # spaces -------------------------------------------------------------------

    def _init(self, array: str) -> Node:
        if array not in self.inits:
            self.inits[array] = Node("init", array=array)
        return self.inits[array]

    def _domain(self, node: Node, side: int) -> isl.Set:
        sets = self.sets[side]
        if node.kind == "init":
            arr = (self.sets[0].scop.arrays.get(node.array) or self.sets[1].scop.arrays[node.array])
            xs = [f"x{j}" for j in range(len(arr.shape))]
            cons = " and ".join(f"0 <= {x} < {n}" for x, n in zip(xs, arr.shape)) or "true"
            return isl.Set(f"{sets.decl} -> {{ {node.array}[{', '.join(xs)}] : {cons} }}").intersect_params(
                sets.context)
        return sets.domain(node.root)

    def _map(self, node: Node, side: int, text: str) -> isl.Map:
        return self.sets[side].map(text)

    # the comparison -------------------------------------------------------------

    def equal(self, a: Node, b: Node, rel: isl.Map) -> None:
        """Raise Mismatch unless the claim holds (see the module docstring)."""
        rel = rel.coalesce()
        if rel.is_empty():
            return
        self.steps += 1
        if self.steps > MAX_STEPS:
            raise Mismatch(f"more than {MAX_STEPS} comparisons")
        key = (id(a), id(b))
        self.nodes[id(a)], self.nodes[id(b)] = a, b
        if key in self.claims:
            claimed, visits = self.claims[key]
            if rel.is_subset(claimed):
                return
            visits += 1
            if visits > MAX_VISITS:
                raise Mismatch(f"a recurrence between {a.describe()} and {b.describe()} not closed by widening")
            if visits >= WIDEN_AFTER:
                rel = self._widen(claimed.union(rel), a, b)
                self.widened += 1
            self.claims[key] = (claimed.union(rel).coalesce(), visits)
        else:
            self.claims[key] = (rel, 0)
        self._equal(a, b, rel)

    def _widen(self, rel: isl.Map, a: Node, b: Node) -> isl.Map:
        """A relation containing `rel` (what is claimed for the pair so far)
        that the recurrence may keep inside: the affine hull of `rel`, and
        every equality y = x + c between a variable of each side that
        `rel` satisfies (tested exactly: isl's hull may miss one that
        holds only through divisions, a tile's `i mod 32`), cut to the
        instances that execute."""
        dom = isl.Map.from_domain_and_range(self._domain(a, 0), self._domain(b, 1))
        cand = isl.Map.from_basic_map(rel.affine_hull()).intersect(dom)
        xs, ys = self._names(a, "x"), self._names(b, "y")
        point = rel.wrap().sample_point()
        if not point.is_void():
            vals = [point.get_coordinate_val(isl.dim_type.set, k).to_python() for k in range(len(xs) + len(ys))]
            for j, y in enumerate(ys):
                for i, x in enumerate(xs):
                    c = vals[len(xs) + j] - vals[i]
                    eq = self._relation(a, b, f"{y} = {x} + ({c})")
                    if rel.is_subset(eq):
                        cand = cand.intersect(eq)
                        break
        return cand.union(rel).coalesce()

    def _names(self, node: Node, prefix: str) -> list[str]:
        n = len(node.root.vars) if node.kind != "init" else len(self._array(node.array).shape)
        return [f"{prefix}{k}" for k in range(n)]

    def _array(self, name: str):
        return self.sets[0].scop.arrays.get(name) or self.sets[1].scop.arrays[name]

    def _relation(self, a: Node, b: Node, cond: str) -> isl.Map:
        ta = (a.root.name if a.kind != "init" else a.array) + f"[{', '.join(self._names(a, 'x'))}]"
        tb = (b.root.name if b.kind != "init" else b.array) + f"[{', '.join(self._names(b, 'y'))}]"
        return self.sets[0].map(f"{{ {ta} -> {tb} : {cond} }}")

    def _written(self, side: int, load: Node):
        """(value, step) for each case of what `load` (of side 0, the
        source, or 1, the target) reads: the writing statement's value (or
        the array's initial value) and the map from the load's instance to
        that writer's instance."""
        for case in self.flows[side][load.read.name]:
            step = self.sets[side].map(load.proj).apply_range(case.map)
            yield (case.write.value if case.write is not None else self._init(case.array)), step

    def _equal(self, a: Node, b: Node, rel: isl.Map) -> None:
        if a.kind == "load":
            for target, step in self._written(0, a):
                self.equal(target, b, rel.apply_domain(step))
            return
        if b.kind == "load":
            for target, step in self._written(1, b):
                self.equal(a, target, rel.apply_range(step))
            return
        if a.kind != b.kind:
            raise Mismatch(f"{a.describe()} in the source against {b.describe()} in the target")
        if a.kind == "init":
            if a.array != b.array:
                raise Mismatch(f"the initial values of {array_name(a.array)} and {array_name(b.array)}")
            if not a.array.startswith("A"):
                raise Mismatch(f"a read of uninitialized local memory ({a.array})")
            arr = self.sets[0].scop.arrays[a.array]
            xs = ", ".join(f"x{j}" for j in range(len(arr.shape)))
            ident = self.sets[0].map(f"{{ {a.array}[{xs}] -> {a.array}[{xs}] }}")
            if not rel.is_subset(ident):
                raise Mismatch(f"different cells of the initial {array_name(a.array)}")
            return
        if a.kind == "const":
            if a.key != b.key:
                raise Mismatch(f"the constants {a.key} and {b.key}")
            return
        if a.kind == "arg":
            if a.index != b.index:
                raise Mismatch(f"the arguments {a.index} and {b.index}")
            return
        if a.kind == "affine":
            ma = self.sets[0].map(f"{{ {a.root.tuple()} -> [{a.expr}] }}")
            mb = self.sets[1].map(f"{{ {b.root.tuple()} -> [{b.expr}] }}")
            if not rel.apply_range(mb).is_subset(ma):
                raise Mismatch(f"affine values {a.expr} and {b.expr}")
            return
        if a.name != b.name or a.key != b.key or len(a.children) != len(b.children):
            raise Mismatch(f"{a.name} in the source against {b.name} in the target" if a.name != b.name
                           else f"{a.name} with other types or attributes on the two sides")  # fmt: skip
        if a.name in COMMUTATIVE and len(a.children) == 2:
            saved = dict(self.claims)
            try:
                self._children(a.children, b.children, rel)
                return
            except Mismatch as e:
                first = e
                self.claims = saved
            try:
                self._children(a.children, list(reversed(b.children)), rel)
            except Mismatch:
                raise first from None
            return
        self._children(a.children, b.children, rel)

    def _children(self, xs: list[Node], ys: list[Node], rel: isl.Map) -> None:
        for x, y in zip(xs, ys):
            self.equal(x, y, rel)


def check_choices(cmp: Comparison) -> None:
    """Raise Mismatch unless every source instance of an op that makes a
    choice per execution (`scop.makes_choice`: the sign of a zero from
    `maxnumf`, a NaN's bits through `bitcast`) is matched to at most one
    target instance of such an op.

    The comparison takes the same op on equal operands for the same value,
    which holds for a choice only when each target choice can be made the
    source's: a target that computes twice what the source computed once
    and used twice (fusion recomputing a producer) may choose differently
    in its two executions, where the source's two uses agree (attack round
    16: a recomputed `maxnumf`, a recomputed NaN's bits, verified).  Each
    source instance matched to one target instance, the source makes that
    instance's choice; a target instance matched to several source
    instances gives them all its choice.  The relations claimed are cut to
    the op's instances (its loops); widened claims only refuse more."""
    per_source: dict[int, list[tuple[int, isl.Map]]] = {}
    ids: dict[int, int] = {}
    for (ia, ib), (rel, _) in cmp.claims.items():
        a, b = cmp.nodes[ia], cmp.nodes[ib]
        if not (makes_choice(a) and makes_choice(b)):
            continue
        sa = ids.setdefault(id(a.op), len(ids))
        sb = ids.setdefault(id(b.op), len(ids))
        cut_a = cmp.sets[0].map(f"{{ {a.root.tuple()} -> sC{sa}[{', '.join(a.root.vars[: a.depth])}] }}")
        cut_b = cmp.sets[1].map(f"{{ {b.root.tuple()} -> tC{sb}[{', '.join(b.root.vars[: b.depth])}] }}")
        per_source.setdefault(id(a.op), []).append((sb, rel.apply_domain(cut_a).apply_range(cut_b)))
    for matches in per_source.values():
        by_target: dict[int, isl.Map] = {}
        for sb, m in matches:
            by_target[sb] = m if sb not in by_target else by_target[sb].union(m)
        maps = list(by_target.values())
        for k, m in enumerate(maps):
            m = m.coalesce()
            if not m.is_single_valued():
                raise Mismatch("one execution of an op that makes a choice (the sign of a zero, a NaN's bits) "
                               "in the source against several in the target, which may choose differently")
            for other in maps[k + 1 :]:
                if not m.domain().intersect(other.domain()).is_empty():
                    raise Mismatch("one execution of an op that makes a choice (the sign of a zero, a NaN's "
                                   "bits) in the source against executions of two ops in the target, which may "
                                   "choose differently")
