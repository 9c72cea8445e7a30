"""A parser that gives every op the source location it was parsed from.

Why: every tvmlir verdict about an op ("unsupported: <op> at file:line:col",
a failing store, a verifier error) must point at the user's file.  MLIR
records locations while parsing; xDSL only keeps explicit `loc(...)`
annotations.  This parser fills in `FileLineColLoc` for every op that has
none, and leaves explicit locations (e.g. from `mlir-opt
--mlir-print-debuginfo`, which point at the original source) untouched.
"""

from __future__ import annotations

import math
import re
from bisect import bisect_right
from collections.abc import Callable

from xdsl.context import Context
from xdsl.dialects.builtin import (
    CallSiteLoc,
    FileLineColLoc,
    FloatAttr,
    FusedLoc,
    NameLoc,
    NoneAttr,
    IntAttr,
    IntegerType,
    ModuleOp,
    StringAttr,
    UnknownLoc,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSet,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.parser.affine_parser import AffineParser
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.mlir_lexer import MLIRTokenKind
from xdsl.parser.generic_parser import ParserState
from xdsl.utils.lexer import Input, Span

from tvmlir.ir.diagnostics import BadInput
from tvmlir.ir.lexer import TvmlirLexer
from tvmlir.ir.transform_script import SCRIPT_OPS


SOURCE_NOTE = "torch"
"""The name of a named location that is a note on an op (its PyTorch
source line), not where the op is in the file being read."""


def is_source_note(loc: Attribute) -> bool:
    return isinstance(loc, NameLoc) and loc.desc.data == SOURCE_NOTE and isinstance(loc.location, FileLineColLoc)


_FORWARD_LOC = "\x00tvmlir.forward-loc:"
"""Name of the placeholder for a location alias used before its definition."""

_PARSER_CRASHES = (IndexError, KeyError, ValueError, TypeError, AssertionError, AttributeError)
"""What xDSL's custom op parsers raise on some malformed inputs."""

_INT64_MAX = (1 << 63) - 1
_MAX_INT_WIDTH = (1 << 24) - 1
_MAX_DENSE_ELEMENTS = 1 << 24
"""tvmlir's limit on the elements of a dense literal.  MLIR keeps a splat
as one value; xDSL materializes every element (a `dense<1.0>` over
2^33 elements raised MemoryError, exit 4).  Only a splat can exceed this
in a text file, so the limit costs no real program anything."""


class LocatingParser(Parser):
    def __init__(self, ctx: Context, text: str, name: str, line_offset: int = 0):
        # xDSL's lexer, guarded against inputs that hang or overflow it
        # (tvmlir.ir.lexer); swapped in before the first token is lexed.
        super().__init__(ctx, "", name)
        self._parser_state = ParserState(TvmlirLexer(Input(text, name)))
        self._file = StringAttr(name)
        self._line_offset = line_offset
        # Start offsets of every line, for O(log n) position -> line:col.
        starts = [0]
        find = text.find
        i = find("\n")
        while i != -1:
            starts.append(i + 1)
            i = find("\n", i + 1)
        self._line_starts = starts
        self._text = text
        self._first_use: dict[str, Span] = {}
        self._empty_regions: list[int] = []  # where each `{ }` region starts
        self._forward_locs: dict[str, Span] = {}  # `loc(#alias)` before its definition
        self._after_arrow = -1  # where the token after the last `->` starts

    def parse_optional_punctuation(self, punctuation):
        found = super().parse_optional_punctuation(punctuation)
        if found == "->":
            self._after_arrow = self._current_token.span.start
        return found

    def parse_punctuation(self, punctuation, context_msg: str = ""):
        found = super().parse_punctuation(punctuation, context_msg)
        if found == "->":
            self._after_arrow = self._current_token.span.start
        return found

    def parse_comma_separated_list(self, delimiter, parse, context_msg: str = ""):
        # MLIR's arrow type list (`parseArrowTypeList`, used by every op that
        # writes result types after `->`): one type needs no parentheses
        # (`scf.if %c -> index`, `iter_args(..) -> tensor<4xf32>`).  xDSL's
        # ops read `-> (T)` only.
        if (
            delimiter == self.Delimiter.PAREN
            and self._current_token.span.start == self._after_arrow
            and self._current_token.kind != MLIRTokenKind.L_PAREN
        ):
            self._after_arrow = -1
            return [parse()]
        return super().parse_comma_separated_list(delimiter, parse, context_msg)

    def line_col(self, pos: int) -> tuple[int, int]:
        line = bisect_right(self._line_starts, pos)
        return line + self._line_offset, pos - self._line_starts[line - 1] + 1

    def parse_operation(self) -> Operation:
        start = self._current_token.span.start
        empty_before = len(self._empty_regions)
        token = self._current_token
        if token.kind == MLIRTokenKind.BARE_IDENT and token.text in SCRIPT_OPS:
            return self._parse_transform_script(token.text, start)
        try:
            op = super().parse_operation()
        except VerifyException as e:
            # Custom formats check constraints while parsing; locate the
            # failure at the op (the innermost op being parsed catches it).
            self.raise_error(str(e), start, self._current_token.span.start)
        except NotImplementedError as e:
            # xDSL 0.74 cannot represent the construct (a dense literal of
            # `index` or very wide integer elements, ...): not bad input.
            at = self._op_name_position(start)
            self.raise_error(
                f"tvmlir's reader cannot represent this op ({e or 'NotImplementedError'})",
                at,
                self._current_token.span.start,
            )
        except _PARSER_CRASHES as e:
            # An op's custom parser (xDSL's) that crashes on malformed text,
            # e.g. `linalg.add` cut before `ins(`: the input did not match
            # the op's syntax, so bad input at the op, with the cause named.
            at = self._op_name_position(start)
            self.raise_error(
                f"malformed custom syntax (the op's parser failed: {type(e).__name__}: {e})",
                at,
                self._current_token.span.start,
            )
        except ParseError as e:
            # xDSL reports an unknown op after its name; point at the op
            # (and reword, so that enclosing ops leave it alone).
            unknown = re.fullmatch(r"Operation (\S+) is not registered", e.msg)
            if unknown is None:
                raise
            at = self._op_name_position(start)
            raise ParseError(
                Span(at, at + 1, e.span.input),
                f"unknown operation '{unknown.group(1)}' (tvmlir does not define "
                "it; pass --allow-unregistered-dialect to accept it as an opaque op)",
            ) from None
        _attributes_into_properties(op)
        if (
            op.name == "func.func"
            and not op.regions[0].blocks
            and len(self._empty_regions) > empty_before
            and not self._text.startswith('"', start)
        ):
            # MLIR's custom syntax: `func.func @f() {}` is not a declaration
            # (xDSL read it as one, and printed a public declaration).
            at = self._empty_regions[empty_before]
            self.raise_error("expected non-empty function body", at, at + 1)
        if isinstance(op.location, UnknownLoc):
            line, col = self.line_col(self._op_name_position(start))
            op.location = FileLineColLoc(self._file, IntAttr(line), IntAttr(col))
        elif is_source_note(op.location):
            # A PyTorch source line (`frontends.torch_locations`): beside the
            # op's position in this file, which reports keep pointing at.
            line, col = self.line_col(self._op_name_position(start))
            op.location = FusedLoc([FileLineColLoc(self._file, IntAttr(line), IntAttr(col)), op.location], NoneAttr())
        return op

    def _parse_transform_script(self, name: str, start: int) -> Operation:
        """A transform script kept as text (`tvmlir.ir.transform_script`)."""
        self._consume_token()
        op = SCRIPT_OPS[name].parse(self)
        line, col = self.line_col(start)
        location = self.parse_optional_location()
        op.location = location or FileLineColLoc(self._file, IntAttr(line), IntAttr(col))
        return op

    def parse_optional_region(self, arguments=None):
        start = self._current_token.span.start
        region = super().parse_optional_region(arguments)
        if region is not None and not region.blocks:
            self._empty_regions.append(start)
        return region

    def _op_name_position(self, start: int) -> int:
        """Like MLIR, an op is located at its name, after `%r, %s:2 =`."""
        text = self._text
        if not text.startswith("%", start):
            return start
        pos = text.find("=", start) + 1
        if pos == 0:
            return start
        while pos < len(text) and text[pos] in " \t\r\n":
            pos += 1
        return pos

    def resolve_operand(self, operand: UnresolvedOperand, type: Attribute) -> SSAValue:
        # Remember where a forward reference is first used: if it is never
        # defined, that is where the error belongs (not at end of file).
        name = operand.operand_name
        if name not in self.ssa_values and name not in self._first_use:
            self._first_use[name] = operand.span
        return super().resolve_operand(operand, type)

    def _parse_dialect_type_or_attribute_body(
        self,
        attr_name: str,
        is_type: bool,
        is_opaque: bool,
        starting_opaque_pos: int | None,
    ):
        # Attribute verifiers run while parsing; report their failure as a
        # parse error at the attribute instead of an unlocated exception.
        start = self._current_token.span.start
        try:
            return super()._parse_dialect_type_or_attribute_body(
                attr_name, is_type, is_opaque, starting_opaque_pos
            )
        except VerifyException as e:
            self.raise_error(str(e), start, self._current_token.span.start)

    def _parse_tensor_literal_element(self):
        # MLIR reads a hexadecimal literal in a float tensor literal as the
        # element's bit pattern (`dense<0x7F800000> : tensor<4xf32>` is +inf),
        # as it does for scalar float attributes; xDSL converts the integer.
        hexadecimal = self._current_token.text[:2] in ("0x", "0X")
        element = super()._parse_tensor_literal_element()
        if hexadecimal and isinstance(element.value, int) and not isinstance(element.value, bool):
            return _HexElement(element.is_negative, element.value, element.span)
        return _DecimalElement(element.is_negative, element.value, element.span)

    def parse_optional_builtin_int_or_float_attr(self):
        # A decimal literal beyond the float type's range (`6.0e+15 : f16`)
        # is infinity in MLIR; xDSL's packing raises OverflowError.
        pos = self.pos
        try:
            return super().parse_optional_builtin_int_or_float_attr()
        except OverflowError:
            self._resume_from(pos)
            value = self.parse_optional_number()
            type = self._parse_attribute_type()
            return FloatAttr(nearest_float(float(value), type), type)

    def parse_shape_dimension(self, allow_dynamic: bool = True) -> int:
        # MLIR's limit: a static extent is an int64 ("invalid dimension").
        # xDSL takes any integer, so a 2^76-element tensor passed as valid.
        start = self._current_token.span
        dim = super().parse_shape_dimension(allow_dynamic)
        if dim > _INT64_MAX:
            self.raise_error("invalid dimension", start)
        return dim

    def parse_dimension_list(self) -> list[int]:
        # MLIR allows whitespace around the `x` of a shape (`memref<? x f32>`,
        # `vector<32 x f32>`).  xDSL's loop undoes the `x` before the element
        # type by stepping back one character, which only finds it when no
        # space follows it; here the `x`'s own position is kept.
        dims: list[int] = []
        accepted = (MLIRTokenKind.INTEGER_LIT, MLIRTokenKind.QUESTION)
        if self._current_token.kind not in accepted:
            return dims
        dims.append(self.parse_shape_dimension())
        while True:
            delimiter_at = self._current_token.span.start
            if self._parse_optional_shape_delimiter() is None:
                break
            if self._current_token.kind not in accepted:
                self._resume_from(delimiter_at)  # the `x` before the element type
                break
            dims.append(self.parse_shape_dimension())
        return dims

    def parse_dense_int_or_fp_elements_attr(self, type):
        start = self._current_token.span
        if type is not None:
            self._check_dense_size(type, start)
        try:
            return super().parse_dense_int_or_fp_elements_attr(type)
        except NotImplementedError:
            # xDSL packs elements with a fixed-width format: none for `index`
            # or integers wider than 64 bits (MLIR allows both).
            what = (
                f"of {type.get_element_type()} elements"
                if type is not None
                else "of index, >64-bit integer or f80/f128 elements"
            )
            self.raise_error(f"tvmlir cannot hold a dense literal {what}", start)

    def _parse_dense_literal_type(self):
        start = self._current_token.span
        type = super()._parse_dense_literal_type()
        self._check_dense_size(type, start)
        return type

    def _check_dense_size(self, type, at: Span) -> None:
        count = 1
        for dim in type.get_shape():
            count *= max(dim, 0)
        if count > _MAX_DENSE_ELEMENTS:
            self.raise_error(
                f"dense literal of {count} elements: more than tvmlir holds "
                f"(limit {_MAX_DENSE_ELEMENTS} elements; MLIR keeps a splat compact)",
                at,
            )

    def _parse_optional_integer_or_float_type(self):
        # MLIR's limit on integer widths (IntegerType::kMaxWidth).
        start = self._current_token.span
        type = super()._parse_optional_integer_or_float_type()
        if isinstance(type, IntegerType) and type.width.data > _MAX_INT_WIDTH:
            self.raise_error(f"integer bitwidth is limited to {_MAX_INT_WIDTH} bits", start)
        return type

    def parse_affine_map(self) -> AffineMap:
        return _SemiAffineParser(self._parser_state).parse_affine_map()

    def parse_affine_set(self) -> AffineSet:
        return _SemiAffineParser(self._parser_state).parse_affine_set()

    def _parse_optional_builtin_parametrized_attr(self) -> Attribute | None:
        # `sparse<indices, values> : type`, which xDSL does not know
        # (tvmlir.ir.compat.sparse).
        if self._current_token.text == "sparse":
            from tvmlir.ir.compat.sparse import parse_sparse_body

            self._consume_token()
            return parse_sparse_body(self)
        return super()._parse_optional_builtin_parametrized_attr()

    def _parse_location(self):
        # MLIR prints location aliases after the module (`mlir-opt
        # --mlir-print-debuginfo`) and resolves them when the file is read;
        # xDSL requires a definition before use.  A use before its
        # definition is a placeholder, replaced once the module is parsed.
        token = self._current_token
        if token.kind == MLIRTokenKind.HASH_IDENT and token.text not in self.attribute_aliases:
            self._consume_token()
            self._forward_locs.setdefault(token.text, token.span)
            return NameLoc(StringAttr(_FORWARD_LOC + token.text), NoneAttr())
        if token.kind == MLIRTokenKind.BARE_IDENT and token.text == "fused":
            # `fused<metadata>[...]` (a pass's fused locations carry its
            # name, Transforms/strip-debuginfo.mlir); xDSL reads only `fused[...]`
            self._consume_token()
            metadata: Attribute = NoneAttr()
            if self.parse_optional_punctuation("<") is not None:
                metadata = self.parse_attribute()
                self.parse_punctuation(">")
            locs = self.parse_comma_separated_list(self.Delimiter.SQUARE, self._parse_location)
            return FusedLoc(tuple(locs), metadata)
        return super()._parse_location()

    def _resolve_forward_locs(self, module: ModuleOp) -> None:
        if not self._forward_locs:
            return
        for name, span in self._forward_locs.items():
            if name not in self.attribute_aliases:
                raise ParseError(span, f"undefined symbol alias '{name}'")
        for op in module.walk():
            op.location = self._resolved(op.location)

    def _resolved(self, loc: Attribute) -> Attribute:
        if isinstance(loc, NameLoc) and loc.desc.data.startswith(_FORWARD_LOC):
            return self._resolved(self.attribute_aliases[loc.desc.data[len(_FORWARD_LOC):]])
        if isinstance(loc, FusedLoc):
            return FusedLoc([self._resolved(x) for x in loc.locations.data], loc.metadata)  # type: ignore[attr-defined]
        if isinstance(loc, CallSiteLoc):
            return CallSiteLoc(self._resolved(loc.callee), self._resolved(loc.caller))
        if isinstance(loc, NameLoc) and not isinstance(loc.location, NoneAttr):
            return NameLoc(loc.desc, self._resolved(loc.location))
        return loc

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        if allow_implicit_module and self._current_token.kind == MLIRTokenKind.EOF:
            # An empty file (or only comments) is an empty module, as in MLIR.
            module = ModuleOp([])
        else:
            module = self._parse_module_guarded(allow_implicit_module)
            self._resolve_forward_locs(module)
        if isinstance(module.location, UnknownLoc):  # the implicit module
            line, col = self.line_col(0)
            module.location = FileLineColLoc(self._file, IntAttr(line), IntAttr(col))
        return module

    def _parse_module_guarded(self, allow_implicit_module: bool) -> ModuleOp:
        try:
            return super().parse_module(allow_implicit_module)
        except RecursionError:
            # The lexer's nesting limit should stop deep inputs first; if a
            # construct costs more stack than it budgets, still a located error.
            self.raise_error(
                "input nested too deeply for tvmlir's parser", self._current_token.span
            )
        except ParseError as e:
            if not e.msg.startswith("values used but not defined"):
                raise
            name, span = next(
                (n, s) for n, s in self._first_use.items()
                if n in self.forward_ssa_references
            )
            raise ParseError(span, f"use of undefined value %{name}") from None


def _attributes_into_properties(op: Operation) -> None:
    """An attribute-dictionary entry that names one of the op's declared
    properties is that property, as in MLIR (an op's inherent attributes
    may be spelled in its attribute dictionary: `arith.cmpf oeq, %a, %b
    {fastmath = #arith.fastmath<fast>}` is mlir-opt-19's `fastmath<fast>`).
    xDSL 0.74 kept it as a discardable attribute beside the default
    property, so the semantics, which read the property, lost the flags: a
    target's `nnan` spelled that way was not modelled (poison missed)."""
    from xdsl.irdl import IRDLOperation

    if not isinstance(op, IRDLOperation) or not op.attributes:
        return
    declared = type(op).get_irdl_definition().properties
    for name in [n for n in op.attributes if n in declared]:
        op.properties[name] = op.attributes.pop(name)


class _SemiAffineParser(AffineParser):
    """MLIR's affine syntax, including the semi-affine forms: a product
    with a symbol (`d1 * s0`: strided layouts with dynamic strides are
    written so) and `floordiv` / `ceildiv` / `mod` by a symbolic
    expression (`d0 floordiv s0`), for which xDSL 0.74 raises
    NotImplementedError (exit 4 on valid MLIR).  As in MLIR, the other
    operand of `*` and the right operand of a division must not contain a
    dimension.  The expressions are kept as written; what cannot give them
    meaning says so (`unsupported`)."""

    _KINDS = {
        "*": AffineBinaryOpKind.Mul,
        "floordiv": AffineBinaryOpKind.FloorDiv,
        "ceildiv": AffineBinaryOpKind.CeilDiv,
        "mod": AffineBinaryOpKind.Mod,
    }

    def _create_binop_expr(self, lhs: AffineExpr, rhs: AffineExpr, binop) -> AffineExpr:
        kind = self._KINDS.get(binop.text)
        if kind is None:
            return super()._create_binop_expr(lhs, rhs, binop)
        if kind is AffineBinaryOpKind.Mul:
            if _has_dims(lhs) and _has_dims(rhs):
                raise ParseError(
                    binop.span,
                    "non-affine expression: at least one of the multiply operands "
                    "has to be either a constant or symbolic",
                )
        elif _has_dims(rhs):
            raise ParseError(
                binop.span,
                f"non-affine expression: right operand of {binop.text} has to be either a constant or symbolic",
            )
        try:
            return super()._create_binop_expr(lhs, rhs, binop)
        except NotImplementedError:
            return AffineBinaryOpExpr(kind, lhs, rhs)
        except ZeroDivisionError:
            raise ParseError(binop.span, f"division by zero in affine expression ({binop.text} 0)") from None


def _has_dims(expr: AffineExpr) -> bool:
    return any(isinstance(e, AffineDimExpr) for e in expr.dfs())


class _HexElement(Parser._TensorLiteralElement):
    """A hexadecimal tensor literal element: bits for float types."""

    def to_type(self, parser, type):
        from xdsl.dialects.builtin import AnyFloat

        if isinstance(type, AnyFloat) and not self.is_negative:
            size = type.compile_time_size
            if self.value >= 1 << (8 * size):
                parser.raise_error(f"hexadecimal literal does not fit {type}", at_position=self.span)
            return next(type.iter_unpack(self.value.to_bytes(size, "little")))
        return super().to_type(parser, type)


class _DecimalElement(Parser._TensorLiteralElement):
    """A decimal tensor literal element: rounded to a float type as MLIR
    rounds it (to infinity beyond the type's range)."""

    def to_type(self, parser, type):
        from xdsl.dialects.builtin import AnyFloat

        if isinstance(type, AnyFloat) and not isinstance(self.value, tuple):
            return nearest_float(self.to_float(parser), type)
        return super().to_type(parser, type)


def nearest_float(value: float, type) -> float:
    """`value` rounded to the float `type` as MLIR rounds a decimal literal
    (the double, converted to the type to nearest-even: +-inf when the
    rounded value overflows, `APFloat::convert`).  Python's `struct`
    rounds the same way but raises OverflowError instead of giving inf."""
    try:
        type.pack((value,))
    except OverflowError:
        return math.copysign(math.inf, value)
    return value


def parse_module(
    ctx: Context, text: str, name: str, line_offset: int = 0
) -> ModuleOp:
    """Parse `text` (named `name` in diagnostics) into a module."""
    return LocatingParser(ctx, text, name, line_offset).parse_module()


def parse_verified(
    ctx: Context, text: str, path: str, reader: str = "native", allow_unregistered: bool = False
) -> ModuleOp:
    """Parse `text` as the file `path` and run the verifiers (MLIR's rules
    included): what a tool reads as its input.  Every failure is
    `BadInput` at its file:line:col.

    `reader` (`mlir_opt_reader`): `native` reads with `ctx` only; `auto`
    also asks mlir-opt-19 when that fails, `mlir-opt` always reads
    mlir-opt-19's generic form (in both, ops tvmlir does not define but
    MLIR 19 does are read as opaque ops; `allow_unregistered` is the
    user's `--allow-unregistered-dialect`, passed on to mlir-opt-19)."""
    return read_with_fallback(lambda: _parse_and_verify(ctx, text, path), text, path, reader, allow_unregistered)


def read_with_fallback(
    native: Callable[[], ModuleOp],
    text: str,
    path: str,
    reader: str,
    allow_unregistered: bool,
    line_offset: int = 0,
    verify: bool = True,
) -> ModuleOp:
    """`native()` (tvmlir's reader on `text`), with mlir-opt-19 as the
    second reader under `reader` (see `parse_verified`)."""
    from tvmlir.ir.mlir_opt_reader import MlirOptUnavailable, normalize

    if reader == "mlir-opt":
        try:
            generic = normalize(text, path, allow_unregistered, line_offset)
        except MlirOptUnavailable as e:
            raise BadInput(path, 1, 1, f"--reader mlir-opt: {e}") from None
        return _read_generic(generic.text, path, None, verify)
    try:
        return native()
    except BadInput as native_error:
        if reader != "auto" or _OWN_DIALECT.match(native_error.message):
            # tvmlir is the authority on its own dialects: mlir-opt-19 reads
            # `tv` ops with the plugin (without tvmlir's cross-op rules) or,
            # like `smt` / `smtx` (not in MLIR 19), as opaque constructs
            # under --allow-unregistered-dialect, so its acceptance says
            # nothing about them.
            raise
        try:
            generic = normalize(text, path, allow_unregistered, line_offset)
        except MlirOptUnavailable:
            raise native_error from None  # no second opinion
        except BadInput as mlir_error:
            # Both reject it: bad input.  tvmlir's words, unless tvmlir only
            # stopped at what it does not know and MLIR knows it (then MLIR's
            # reason is the real one).
            gap = _VOCABULARY_GAP.search(native_error.message) is not None
            also_unknown = _MLIR_UNKNOWN.search(mlir_error.message) is not None
            raise (mlir_error if gap and not also_unknown else native_error) from None
        return _read_generic(generic.text, path, native_error, verify)


_OWN_DIALECT = re.compile(r"^['!#]?(?:tv|smt|smtx)\.")
"""Errors about tvmlir's own dialects (an op, type or attribute of them)."""

_VOCABULARY_GAP = re.compile(
    r"unknown operation|is not registered|does not have a custom format"
)
"""Native errors that say what tvmlir's reader does not know, not what is
wrong with the input."""

_MLIR_UNKNOWN = re.compile(r"unregistered|is unknown|not registered|unknown (?:operation|type|attribute)")
"""mlir-opt-19's errors that say it does not know the op, type or attribute
either (then tvmlir's message, with its hint, is kept)."""


def _parse_and_verify(ctx: Context, text: str, path: str) -> ModuleOp:
    from tvmlir.ir.diagnostics import bad_input_from_parse_error, verify_module

    try:
        module = parse_module(ctx, text, path)
    except ParseError as e:
        raise bad_input_from_parse_error(e, path) from None
    verify_module(module, path)
    return module


def _read_generic(text: str, path: str, native: BadInput | None, verify: bool = True) -> ModuleOp:
    """mlir-opt-19's generic form of a valid input, ops tvmlir does not
    define read as opaque ops.  If tvmlir still cannot read it, the input
    is valid (mlir-opt-19 accepted it) but unsupported, at the place the
    native reader stopped (or, where that was only an op tvmlir does not
    know, at the op of the generic form that failed)."""
    from tvmlir.ir.context import make_context
    from tvmlir.ir.diagnostics import UnsupportedInput, verify_module

    def unsupported(e: BadInput) -> UnsupportedInput:
        where = native if native is not None and not _VOCABULARY_GAP.search(native.message) else e
        return UnsupportedInput(
            where.file, where.line, where.col, f"tvmlir cannot read this valid MLIR: {where.message}"
        )

    try:
        module = parse_module(make_context(allow_unregistered=True), text, path)
    except ParseError as e:
        # A position in the generic text: the user's is the op's location.
        loc = e.span.get_location()
        line, col = _user_location(text, loc.line)
        raise unsupported(BadInput(path, line, col, e.msg)) from None
    if verify:
        try:
            verify_module(module, path)  # ops carry the user's locations
        except BadInput as e:
            raise unsupported(e) from None
    return module


_LOC = re.compile(r'loc\("(?:[^"\\]|\\.)*":(\d+):(\d+)\)')


def _user_location(generic: str, line: int) -> tuple[int, int]:
    """The user's line:col of the op at `line` of mlir-opt-19's generic text
    (`--mlir-print-debuginfo --mlir-print-local-scope` ends each op with
    its `loc(...)`): the first location on that line or after it."""
    lines = generic.splitlines()
    for text in lines[max(line - 1, 0):]:
        found = _LOC.findall(text)
        if found:
            return int(found[-1][0]), int(found[-1][1])
    return 1, 1
