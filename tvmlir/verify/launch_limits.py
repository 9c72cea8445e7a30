"""The launch limits of a GPU target (obligation `launch limits`).

A launch whose block has more threads than the device allows, or whose
grid is larger than it allows, does not run: the driver rejects it
(CUDA's `cudaErrorInvalidConfiguration`, HIP's `hipErrorInvalidConfiguration`)
and the kernel writes nothing.  The phase model would happily evaluate it
as if every thread ran (`--lower{tile-sizes=4096}` launches 4096 threads
per block and verified), so each launch must fit the target's limits.

The limits are NVIDIA's and AMD's unless told otherwise
(`verify{max-threads-per-block=N, max-block-size=X,Y,Z,
max-grid-size=X,Y,Z}`): 1024 threads per block in total, at most
1024 x 1024 x 64 per dimension, and grids of at most (2^31 - 1) x 65535 x
65535 blocks.  The report notes them whenever a kernel is launched: they
are a property of the target, not of MLIR.

A launch outside the limits for some sizes is `FAILED (launch limits)`,
with the sizes as the instance, not `unsupported`: the limits are
decided exactly by isl (per dimension; the total when the product of the
block sizes is affine, i.e. at most one of them is not a constant), and a
launch that cannot run does not compute the spec's result for those
sizes, like an out-of-bounds write.  A product of two symbolic block sizes
is not affine: the total is then not checked, and the report says so as
an assumption.

Grid sizes that depend on the problem size (`ceildiv(N, tile)`, the norm)
exceed the limits only for very large inputs (N beyond 2^31 tiles in x,
65535 tiles in y or z).  Checked, every dynamic-size kernel would fail;
so by default a symbolic grid size is *assumed* within the limits, printed
in the report, and `verify{grid-limits=check}` makes it an obligation too
(a constant grid size is always checked).
"""

from __future__ import annotations

from dataclasses import dataclass

import islpy as isl
from xdsl.dialects.builtin import IntegerAttr, MemRefType
from xdsl.ir import Operation

from tvmlir.affine import checks, space
from tvmlir.affine.space import const
from tvmlir.verify.obligations import LAUNCH_LIMITS, Outcome

DIMS = "xyz"

WORKGROUP_BYTES = 48 * 1024
"""The workgroup (shared) memory a block may use on every target: NVIDIA's
static shared memory per block (AMD's LDS is 64 KiB).  A kernel that needs
more does not launch (ptxas rejects it, or the driver), while the phase
model would run it (attack round 16: a 256 KiB staging tile was
verified)."""


@dataclass(frozen=True)
class LaunchLimits:
    """What the target allows; defaults are NVIDIA's and AMD's."""

    threads_per_block: int = 1024
    block: tuple[int, int, int] = (1024, 1024, 64)
    grid: tuple[int, int, int] = (2**31 - 1, 65535, 65535)
    check_symbolic_grid: bool = False
    """`verify{grid-limits=check}`: a grid size that depends on the
    problem size is checked too, not assumed (module doc)."""

    def describe(self) -> str:
        which = (
            "NVIDIA's and AMD's" if (self.threads_per_block, self.block, self.grid) == (1024, (1024, 1024, 64), (2**31 - 1, 65535, 65535))
            else "as set"
        )
        return (
            f"launch limits of the target: at most {self.threads_per_block} threads per block, blocks of at most "
            f"{' x '.join(map(str, self.block))}, grids of at most {' x '.join(map(str, self.grid))} blocks "
            f"({which}: verify{{max-threads-per-block,max-block-size,max-grid-size}})"
        )


def check(ev, op: Operation, grid_block: list[isl.PwAff], gamma: isl.Set) -> None:
    """The launch `op` with sizes `grid_block` (grid x, y, z, then block
    x, y, z) fits the target on all of `gamma`."""
    limits: LaunchLimits = ev.launch_limits
    ev.note(limits.describe())
    ok = space.universe_params()
    for k, limit in enumerate((*limits.grid, *limits.block)):
        if k < 3 and not limits.check_symbolic_grid and space.constant_value(grid_block[k]) is None:
            ev.note(
                f"assumes: the grid of {ev.where(op)} is within the target's limits ({' x '.join(map(str, limits.grid))} "
                "blocks) for every size (not checked for a grid size that depends on the sizes; "
                "verify{grid-limits=check} checks it)"
            )
            continue
        ok = ok.intersect(space.le(grid_block[k], const(limit)))
    total = _product(grid_block[3:])
    if total is None:
        ev.note(
            f"assumes: the blocks of {ev.where(op)} have at most {limits.threads_per_block} threads "
            "(not checked: a product of symbolic block sizes is not affine)"
        )
    else:
        ok = ok.intersect(space.le(total, const(limits.threads_per_block)))
    bad = checks.holds_everywhere(gamma, ok)
    if bad.is_empty():
        ev.record(LAUNCH_LIMITS, op, Outcome.OK, "within the target's block and grid limits")
        return
    sample = checks.sample(bad)
    sizes = ""
    if sample is not None:
        values = [_value(pa, sample.params) for pa in grid_block]
        sizes = f"grid {' x '.join(values[:3])}, block {' x '.join(values[3:])}"
    ev.record(
        LAUNCH_LIMITS, op, Outcome.FAILED,
        f"launches {sizes or 'a grid or block'}, beyond the target's limits ({limits.threads_per_block} threads "
        f"per block, block {' x '.join(map(str, limits.block))}, grid {' x '.join(map(str, limits.grid))}): "
        "the launch is rejected and the kernel does not run",
        ev.sample_text(bad),
    )


def _product(sizes: list[isl.PwAff]) -> isl.PwAff | None:
    """`x * y * z`, if affine (at most one factor is not a constant)."""
    factor = 1
    symbolic = None
    for pa in sizes:
        c = space.constant_value(pa)
        if c is not None:
            factor *= c
        elif symbolic is None:
            symbolic = pa
        else:
            return None
    if symbolic is None:
        return const(factor)
    return symbolic.scale_val(isl.Val.int_from_si(space.CTX, factor))


def _value(pa: isl.PwAff, params: dict[str, int]) -> str:
    """The value of `pa` at the sample's parameters."""
    at = space.universe_params()
    for name, v in params.items():
        at = at.intersect(space.eq(space.param(name), const(v)))
    fixed = pa.intersect_params(at)
    return "?" if fixed.is_empty() else str(fixed.max_val().to_python())


def _bytes(t) -> int | None:
    """The bytes of a static memref type, or None (dynamic, or an element
    whose size is not known here)."""
    from xdsl.dialects.builtin import IndexType, IntegerType, VectorType

    if not isinstance(t, MemRefType) or any(d < 0 for d in t.get_shape()):
        return None
    n = 1
    for d in t.get_shape():
        n *= d
    e = t.element_type
    if isinstance(e, VectorType):
        if any(d < 0 for d in e.get_shape()):
            return None
        for d in e.get_shape():
            n *= d
        e = e.element_type
    if isinstance(e, IndexType):
        bits = 64
    elif isinstance(e, IntegerType):
        bits = e.width.data
    elif hasattr(e, "bitwidth"):
        bits = e.bitwidth
    else:
        return None
    return n * ((bits + 7) // 8)


def _workgroup_space(t) -> bool:
    space = getattr(t, "memory_space", None)
    if isinstance(space, IntegerAttr):
        return space.value.data == 3
    return "workgroup" in str(space)


def workgroup_memory(attributions, body) -> int | None:
    """The bytes of workgroup memory one block of a kernel uses: its
    workgroup attributions and every `memref.alloc` / `alloca` of
    workgroup memory in `body` (shared memory under IREE's lowering; per
    thread under mlir-opt-19's, where counting them only refuses more).
    None when a size is not static or not known."""
    types = [a.type for a in attributions]
    types += [o.results[0].type for o in body.walk()
              if o.name in ("memref.alloc", "memref.alloca") and _workgroup_space(o.results[0].type)]
    return _total_bytes(types)


PRIVATE_BYTES = 512 * 1024
"""The private (local, stack) memory a thread may use: NVIDIA's local memory
per thread.  A kernel whose thread needs more does not compile or launch
(attack round 16: a 4 MiB private attribution and a 4 MiB `memref.alloca`
per thread were verified).  AMD's scratch limit per lane is not modelled."""


def private_memory(attributions, body) -> int | None:
    """The bytes of private memory one thread of a kernel uses at least: its
    private attributions and every `memref.alloca` in `body` not in
    workgroup memory (a stack slot: `memref.alloc` becomes `malloc`).
    None when a size is not static or not known."""
    types = [a.type for a in attributions]
    types += [o.results[0].type for o in body.walk()
              if o.name == "memref.alloca" and not _workgroup_space(o.results[0].type)]
    return _total_bytes(types)


def _total_bytes(types) -> int | None:
    """The bytes of buffers of `types`, or None if one's size is unknown."""
    sizes = [_bytes(t) for t in types]
    return None if None in sizes else sum(sizes)


def memory_excess(workgroup, private, body) -> str | None:
    """Why a kernel does not fit the target's workgroup memory per block or
    private memory per thread, or None when it fits."""
    why = workgroup_excess(workgroup, body)
    if why is not None:
        return why
    need = private_memory(private, body)
    if need is None:
        return "private memory of a size that is not static"
    if need > PRIVATE_BYTES:
        return (f"{need} bytes of private memory per thread, beyond the {PRIVATE_BYTES} NVIDIA allows (local memory "
                "per thread): the kernel does not launch")
    return None


def workgroup_excess(attributions, body, limit: int = WORKGROUP_BYTES) -> str | None:
    """Why a block of the kernel does not fit the target's workgroup memory
    (`WORKGROUP_BYTES`), or None when it fits."""
    need = workgroup_memory(attributions, body)
    if need is None:
        return "workgroup memory of a size that is not static"
    if need > limit:
        return (f"{need} bytes of workgroup memory per block, beyond the {limit} every target allows "
                "(NVIDIA's static shared memory per block): the kernel does not launch")
    return None

