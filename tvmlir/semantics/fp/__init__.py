"""Float encodings for the semantics: one interface, two domains.

`AbstractFP` is the default (mlir-tv's abstract floats: small bit-vectors
and uninterpreted arithmetic); `IEEEFP` is exact IEEE-754 (`--fp=ieee`).
"""

from tvmlir.semantics.fp.abstract import AbstractFP
from tvmlir.semantics.fp.ieee import IEEEFP
from tvmlir.semantics.fp.model import FPModel

__all__ = ["AbstractFP", "FPModel", "IEEEFP"]
