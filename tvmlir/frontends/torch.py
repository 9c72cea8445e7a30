"""PyTorch models as linalg on tensors that tvmlir and mlir-opt-19 read.

Torch-MLIR (`torch_mlir.fx.export_and_import(..., output_type=
"linalg-on-tensors")`) exports an `nn.Module` in a newer MLIR than
Debian's mlir-opt-19.  Three things separate the two, and this module
bridges each of them *without* changing what the program computes:

* named linalg ops: generalized with Torch-MLIR's own
  `func.func(linalg-generalize-named-ops)` (its MLIR knows its named ops;
  ours would have to guess newer ones);
* syntax: the module is printed in the generic op form, which both sides
  read the same way;
* locations: each op keeps its PyTorch source line, the user's frame of
  the call stack Torch-MLIR recorded (`torch_locations`), which reports
  print beside the op's MLIR position;
* weights: Torch-MLIR keeps them as `dense_resource<NAME>` handles whose
  bytes live in the file's `dialect_resources` section.  Each handle is
  replaced by `dense<"0x...">` with the same bytes, minus the blob's 4-byte
  alignment header.  The bytes are taken from the *raw* print of the
  exported module, because printing with local scope drops the blobs.

Anything that cannot be carried over is an `ImportError_` naming the op
(or the blob), never dropped: an op outside the dialects tvmlir models
(`tm_tensor.*` included), or a handle whose blob is missing.

torch and torch-mlir are optional (`pip install tvmlir[torch]`); they are
imported only when a model is exported.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from tvmlir.frontends.torch_locations import keep_user_locations

SUPPORTED_DIALECTS = ("builtin", "func", "arith", "math", "linalg", "tensor")
"""The dialects an exported model may use: the tensor-level ones tvmlir
models (`tvmlir.semantics`)."""

SUPPORTED_OPS = ("cf.assert",)
"""Ops of other dialects an exported model may use: Torch-MLIR's run-time
checks (an index in range, a variance that is not zero), whose failure
tvmlir models as undefined behaviour (`semantics.asserts`)."""

_RESOURCE_SECTION = re.compile(r"\{-#\s*dialect_resources:.*?#-\}", re.S)
_BLOB = re.compile(r"^\s*([^\s:\"]+|\"[^\"]+\")\s*:\s*\"0x([0-9A-Fa-f]*)\"", re.M)
_HANDLE = re.compile(r"dense_resource<([^>]+)>")
_OP_NAME = re.compile(r"^\s*(?:%[^=]*=\s*)?\"([A-Za-z_][\w$.]*)\"", re.M)


class TorchImportError(Exception):
    """The model cannot be carried to tvmlir as it is (names what)."""


def _blobs(raw: str) -> dict[str, str]:
    """Resource name -> hex payload (without the alignment header)."""
    section = _RESOURCE_SECTION.search(raw)
    if section is None:
        return {}
    out: dict[str, str] = {}
    for m in _BLOB.finditer(section.group(0)):
        name = m.group(1).strip('"')
        data = m.group(2)
        if len(data) < 8:
            raise TorchImportError(f"weight blob '{name}' has no 4-byte alignment header")
        out[name] = data[8:]
    return out


def inline_resources(text: str, blobs: dict[str, str]) -> str:
    """Replace every `dense_resource<NAME>` by `dense<"0x...">` and drop the
    resource section; a handle without its blob is an error."""

    def sub(m: re.Match[str]) -> str:
        name = m.group(1).strip('"')
        data = blobs.get(name)
        if data is None:
            raise TorchImportError(f"cannot inline dense_resource<{name}>: its blob is not in the export")
        return f'dense<"0x{data.upper()}">'

    body = _RESOURCE_SECTION.sub("", text)
    return _HANDLE.sub(sub, body).rstrip() + "\n"


def check_ops(text: str) -> None:
    """Every op must belong to a dialect tvmlir models."""
    for m in _OP_NAME.finditer(text):
        name = m.group(1)
        if name.split(".")[0] not in SUPPORTED_DIALECTS and name not in SUPPORTED_OPS:
            line = text.count("\n", 0, m.start(1)) + 1
            raise TorchImportError(
                f"unsupported op '{name}' (line {line} of the export): tvmlir models only "
                f"{', '.join(SUPPORTED_DIALECTS)} and {', '.join(SUPPORTED_OPS)}"
            )


def normalize(raw: str) -> str:
    """Torch-MLIR's linalg-on-tensors text -> the normalized text (see the
    module doc).  Parsed in a fresh context, so resource names stay as in
    `raw`; needs torch-mlir's `ir` bindings to run its pass."""
    from torch_mlir import ir
    from torch_mlir.passmanager import PassManager

    blobs = _blobs(raw)
    with ir.Context():
        try:
            module = ir.Module.parse(raw)
        except ir.MLIRError as e:
            # an op of a dialect this context lacks (Torch-MLIR's `tm_tensor.*`)
            raise TorchImportError(f"the export leaves the dialects tvmlir models: {_first_line(e)}") from None
        PassManager.parse("builtin.module(func.func(linalg-generalize-named-ops))").run(module.operation)
        printed = module.operation.get_asm(print_generic_op_form=True, enable_debug_info=True)
    printed = keep_user_locations(printed)
    check_ops(printed)
    return inline_resources(printed, blobs)


def export(model: Any, inputs: Sequence[Any], func_name: str = "main") -> str:
    """`nn.Module` + example inputs -> normalized linalg-on-tensors MLIR."""
    try:
        from torch_mlir import fx
    except ImportError as e:  # pragma: no cover - depends on the install
        raise TorchImportError(
            "torch and torch-mlir are needed: pip install 'tvmlir[torch]'"
        ) from e
    try:
        module = fx.export_and_import(
            model, *inputs, output_type="linalg-on-tensors", func_name=func_name,
            decomposition_table=decompositions(),
        )
    except Exception as e:  # torch-mlir reports lowering failures this way
        raise TorchImportError(f"torch-mlir could not lower the model: {_first_line(e)}") from None
    # With locations (the PyTorch source line of each op): `str(module)`
    # prints none.
    return normalize(module.operation.get_asm(enable_debug_info=True))


EXTRA_DECOMPOSITIONS = ("cumsum",)
"""ATen ops exported through PyTorch's own decomposition (`torch._decomp`)
rather than torch-mlir's lowering, because that lowering leaves the
linalg dialects: `cumsum` becomes `tm_tensor.scan`, which neither tvmlir
nor mlir-opt-19 reads; PyTorch's reference decomposition is a sum over
`where(j <= i, x[j], 0)`, plain linalg (the same sequential sum from 0.0,
plus additions of +0.0, which change no value but a -0.0 sum)."""


def decompositions() -> dict[Any, Any]:
    """torch-mlir's default decomposition table plus `EXTRA_DECOMPOSITIONS`."""
    import torch
    from torch._decomp import get_decompositions
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table

    table = dict(get_decomposition_table())
    table.update(get_decompositions([getattr(torch.ops.aten, name) for name in EXTRA_DECOMPOSITIONS]))
    return table


def _first_line(e: Exception) -> str:
    text = str(e).strip()
    for line in text.splitlines():
        if "error" in line:
            return line.strip()
    return text.splitlines()[0] if text else type(e).__name__


__all__ = ["EXTRA_DECOMPOSITIONS", "SUPPORTED_DIALECTS", "SUPPORTED_OPS", "TorchImportError", "check_ops", "decompositions", "export", "inline_resources", "normalize"]
