"""Memory lifetime and constant memory: accesses that are undefined behaviour
whatever value they move.

Why a rule of its own.  The heap (`affine/heap.py`) says what a cell holds,
not whether the cell may be touched.  A `memref.dealloc` used to drop the
buffer's cells, so a later read was `read defined`-undefined, but a later
*write* defined them again: a temporary freed, then written, read and
copied into the result verified (issue 21).  Likewise a store into a
constant global was checked only for `memref.store`, so a `memref.copy`
(or a vector write) into one verified.  The rules here are about *storage*,
whatever op touches it, so they hold for every reader and writer, present
and future (the accesses an op made are logged by `SeqState`), and for
every view (a view's cells are its root's storage):

* `no use after free`: after `memref.dealloc %b`, any access to `%b`'s
  storage (through `%b` or any view of it) is undefined, and so is a second
  dealloc and returning it (MLIR: the memory is released);
* `dealloc of own alloc`: `memref.dealloc` frees only the result of a
  `memref.alloc` or `bufferization.clone` (not a view of it, not a function argument, whose memory
  the caller owns and the spec never frees, not a global, not a
  `memref.alloca` or a memory attribution);
* `no dangling result`: a returned buffer must outlive the function; a
  `memref.alloca` of the function (its stack frame: `func.func` is the
  automatic allocation scope) does not;
* `constant not written`: no write, by any op, into a constant
  `memref.global` (`globals.py`): its memory may be read-only, and the next
  call would compute with other weights.

Deallocs stay restricted to the block that allocated the buffer (anything
else is `unsupported`, `evaluator.py`), so "after the dealloc" is program
order in that block and in the ops nested in its later ops; the freed
storages are kept per evaluation (`Lifetime.freed`) and an allocation
clears its storage's mark when the block runs again.
"""

from __future__ import annotations

from xdsl.ir import Operation

from tvmlir.ir.diagnostics import format_op_location
from tvmlir.verify.frame import Buffer
from tvmlir.verify.obligations import (
    CONSTANT_KEPT,
    DEALLOC_OWN,
    NO_DANGLING_RESULT,
    NO_USE_AFTER_FREE,
    Outcome,
)
from tvmlir.verify.state import SeqState


class Lifetime:
    """What the evaluation knows about the life of each storage."""

    def __init__(self, ev) -> None:
        self.ev = ev
        self.allocations: dict[str, Operation] = {}
        """Storage -> the `memref.alloc`/`alloca` that made it."""
        self.freed: dict[str, Operation] = {}
        """Storage -> the `memref.dealloc` that released it (this run)."""

    def allocated(self, name: str, op: Operation) -> None:
        self.allocations[name] = op
        self.freed.pop(name, None)

    def dealloc(self, op: Operation, buf: Buffer, check: bool) -> str | None:
        """Record `op` freeing `buf`; returns why it is undefined (and
        records the failure when `check`), or None."""
        why = self._bad_dealloc(buf)
        if why is not None:
            if check:
                self.ev.record(DEALLOC_OWN, op, Outcome.FAILED, why)
            return why
        earlier = self.freed.get(buf.name)
        if earlier is not None:
            if check:
                self.ev.record(
                    NO_USE_AFTER_FREE, op, Outcome.FAILED,
                    f"frees {buf.label} a second time (first at {self._at(earlier)})",
                )
            return "double free"
        if check:
            self.ev.record(DEALLOC_OWN, op, Outcome.OK)
        self.freed[buf.name] = op
        return None

    def _bad_dealloc(self, buf: Buffer) -> str | None:
        from tvmlir.verify import globals as globals_

        if globals_.is_constant(self.ev, buf):
            return f"frees the global {buf.label}, which no memref.alloc made"
        if buf.arg is not None:
            return f"frees argument {buf.label}: the caller owns its memory (the spec frees nothing)"
        if buf.is_view():
            return f"frees the view {buf.label}: memref.dealloc takes the memref.alloc itself, not a view of it"
        made = self.allocations.get(buf.name)
        if made is None:
            return f"frees {buf.label}, which no memref.alloc of this function made"
        if made.name not in ("memref.alloc", "bufferization.clone", "memref.realloc"):
            return f"frees {buf.label}, made by {made.name} at {self._at(made)} (released by its scope, not by dealloc)"
        return None

    def after_op(self, op: Operation, st: SeqState, mark: int, check: bool) -> None:
        """The obligations on the storage `op` accessed (`st.accesses`
        from `mark` on): nothing freed, no constant written."""
        if not check or len(st.accesses) == mark or op.name in ("memref.dealloc", "memref.realloc"):
            return
        constants = {g.name: g for g in self.ev.globals.values()}
        if not self.freed and not constants:
            return
        for name in sorted(st.touched_since(mark) & set(self.freed)):
            buf = self.ev.buffers.get(name)
            label = buf.label if buf is not None else name
            self.ev.record(
                NO_USE_AFTER_FREE, op, Outcome.FAILED,
                f"accesses {label} after its {self.freed[name].name} at {self._at(self.freed[name])}",
            )
        for name in sorted(st.touched_since(mark, writes_only=True) & set(constants)):
            self.ev.record(
                CONSTANT_KEPT, op, Outcome.FAILED,
                f"writes into the constant {constants[name].label} (undefined behaviour: "
                "constant memory may be read-only, and the next call would compute with other values)",
            )

    def returned(self, buf: Buffer, where: str) -> bool:
        """Obligations of a buffer the function returns; False if one fails."""
        ev = self.ev
        root = buf.root()
        if buf.name in self.freed:
            ev.record(NO_USE_AFTER_FREE, where, Outcome.FAILED,
                      f"returns {buf.label} after its {self.freed[buf.name].name} at {self._at(self.freed[buf.name])}")
            return False
        made = self.allocations.get(root.name)
        if made is not None and made.name == "memref.alloca":
            ev.record(NO_DANGLING_RESULT, where, Outcome.FAILED,
                      f"returns {buf.label}, stack memory of memref.alloca at {self._at(made)}, "
                      "released when the function returns")
            return False
        ev.record(NO_DANGLING_RESULT, where, Outcome.OK)
        return True

    def _at(self, op: Operation) -> str:
        return format_op_location(op, self.ev.default_file)
