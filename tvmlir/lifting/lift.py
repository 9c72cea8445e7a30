"""`lift`: from a kernel with no spec to a proved tensor formula.

1. Run the kernel on the execution oracle at small sizes, on random inputs
   (signed and positive), tracing its stores (`kernel.py`).
2. Search formulas that reproduce every run: first those read off the
   kernel's dataflow (`guided.py`; a stored expression that reads loop
   results or temporaries is decomposed into stages, `stages.py`), then
   by enumeration (`search.py`).
3. For each match (at most `max_proofs`), infer the stores' prophecies and
   prove the annotated kernel with `--verify`, then run it (`prove.py`).

The verdict is `proved` only with that proof; otherwise `lifted
(unproved: <reason>)` with the first match, or `no formula found
(searched N candidates)`.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from xdsl.dialects import func
from xdsl.dialects.builtin import DYNAMIC_INDEX, ModuleOp

from tvmlir.lifting.guided import guided, merged_writers, store_terms
from tvmlir.lifting.kernel import Kernel, NotAKernel, Run, concrete_sizes, run_traced
from tvmlir.lifting.prove import Proof, prove
from tvmlir.lifting.search import Budget, Candidate, search
from tvmlir.lifting.spec import math_form, spec_function
from tvmlir.oracle.values import UNDEF, CannotRun, OracleError

PROVED = "proved"
UNPROVED = "lifted (unproved"
NOT_FOUND = "no formula found"
UNSUPPORTED = "unsupported"


@dataclass
class LiftResult:
    function: str
    verdict: str  # one line
    formula: str = ""
    spec: str = ""
    proof: Proof | None = None
    tried: int = 0
    output: int | None = None  # the output buffer's argument position, when proved

    @property
    def exit_code(self) -> int:
        if self.verdict == PROVED:
            return 0
        if self.verdict.startswith(UNSUPPORTED):
            return 2
        return 1


def _runs(module: ModuleOp, kernel: Kernel, workgroup_allocs: str) -> list[Run]:
    dynamic = any(d == DYNAMIC_INDEX for a in kernel.slots for d in a.shape)
    runs = []
    for n in (3, 4) if dynamic else (None,):
        sizes = concrete_sizes(kernel, n or 1)
        runs.append(run_traced(module, kernel, sizes, seed=len(runs), positive=False, workgroup_allocs=workgroup_allocs))
        runs.append(run_traced(module, kernel, sizes, seed=len(runs), positive=True, workgroup_allocs=workgroup_allocs))
    return runs


def outputs_of(kernel: Kernel, runs: list[Run]) -> list[int]:
    written = {pos for run in runs for pos in run.events}
    return sorted(written | set(kernel.returned_slots()))


def lift(
    text: str, path: str, module: ModuleOp, fn: func.FuncOp, budget: int = 200_000, max_proofs: int = 3,
    timeout_ms: int = 20000, workgroup_allocs: str = "per-thread", rlimit: int | None = None,
) -> LiftResult:
    """`workgroup_allocs`: what a workgroup-memory `memref.alloc` in a
    kernel is, for the runs and the proof (`verify{workgroup-allocs}`)."""
    name = fn.sym_name.data
    try:
        kernel = Kernel.of(fn)
        runs = _runs(module, kernel, workgroup_allocs)
    except NotAKernel as e:
        return LiftResult(name, f"{UNSUPPORTED} ({e})")
    except CannotRun as e:
        return LiftResult(name, f"{UNSUPPORTED} (the kernel cannot be run: {e.describe()})")
    except OracleError as e:  # undefined behaviour or a race: a wrong kernel
        return LiftResult(name, f"{NOT_FOUND} (the kernel fails when run: {e.describe()})")
    outs = outputs_of(kernel, runs)
    if len(outs) != 1:
        return LiftResult(name, f"{UNSUPPORTED} ({len(outs)} output buffers; this version lifts one)")
    out = outs[0]
    if any(v is UNDEF for run in runs for v in run.after[out]):
        # It read memory nothing wrote (a workgroup alloc read per thread,
        # say): no formula of the inputs is what it computes.
        return LiftResult(name, f"{NOT_FOUND} (the kernel fails when run: its output holds undefined values)")
    inputs = [p for p in range(len(kernel.args)) if p != out]
    for run in runs:
        for p in inputs:
            if run.before[p] != run.after[p] and not all(a == b or (a != a and b != b) for a, b in zip(run.before[p], run.after[p])):
                return LiftResult(name, f"{UNSUPPORTED} (input %{kernel.args[p].name} is modified)")
    b = Budget(budget)
    first: tuple[Candidate, Proof] | None = None
    attempts = 0
    _, constants = store_terms(kernel, out, merged_writers(runs))
    finite = tuple(sorted(c for c in constants if c == c and abs(c) != float("inf")))
    seen: set = set()
    fresh = kernel.is_fresh(out)
    candidates = itertools.chain(guided(kernel, runs, out, b), search(runs, out, inputs, b, constants=finite, fresh=fresh))
    for cand in candidates:
        if cand in seen:
            continue
        seen.add(cand)
        attempts += 1
        proof = prove(text, path, name, module, runs, cand, timeout_ms, workgroup_allocs, rlimit)
        if first is None:
            first = (cand, proof)
        if proof.proved:
            return LiftResult(name, PROVED, math_form(kernel, cand), spec_function(kernel, cand, name), proof, b.tried,
                              cand.out)
        if attempts >= max_proofs or proof.reason.startswith(("--verify: unsupported", "--verify: timeout")):
            break  # another formula would meet the same unsupported op or be as hard
    if first is None:
        return LiftResult(name, f"{NOT_FOUND} (searched {b.tried} candidates)", tried=b.tried)
    cand, proof = first
    return LiftResult(
        name, f"{UNPROVED}: {proof.reason})", math_form(kernel, cand), spec_function(kernel, cand, name), proof, b.tried
    )
