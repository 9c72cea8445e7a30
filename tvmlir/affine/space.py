"""Named isl parameters and quasi-affine values over them.

Why values are `isl.PwAff` on the zero-dimensional domain `{ [] }`: every
index in lowered code is a function of *parameters* only (sizes, loop
indices, block and thread ids); which of them are free depends on where the
value is used.  Keeping them all as parameters lets isl align objects built
at different loop depths by name, and makes "eliminate a loop index" one
`project_out` (a parallel union) or one `lexmax` (an iterated update).

Why ids are made with `Id.read_from_str`: `isl.Id(name)` attaches a user
pointer, so it is a different id from the one isl's parser makes for the
same name, and objects built both ways would silently not align.
"""

from __future__ import annotations

from functools import cache

import islpy as isl

CTX = isl.DEFAULT_CONTEXT
D = isl.dim_type


@cache
def param_id(name: str) -> isl.Id:
    """The isl id of parameter `name` (the one isl's own parser uses)."""
    return isl.Id.read_from_str(CTX, name)


@cache
def _domain() -> isl.Set:
    return isl.Set.universe(isl.Space.set_alloc(CTX, 0, 0))


def universe_params() -> isl.Set:
    """The parameter set with no constraint."""
    return isl.Set.universe(isl.Space.params_alloc(CTX, 0))


def const(value: int) -> isl.PwAff:
    return isl.PwAff.val_on_domain(_domain(), isl.Val.int_from_si(CTX, value))


def param(name: str) -> isl.PwAff:
    return isl.PwAff.param_on_domain_id(_domain(), param_id(name))


def constant_value(pa: isl.PwAff) -> int | None:
    """The value of `pa` if it is the same integer everywhere."""
    if pa.n_piece() != 1:
        return None
    (domain, aff), = pa.get_pieces()
    if not aff.is_cst() or not domain.params().plain_is_universe():
        return None
    val = aff.get_constant_val()
    if not val.is_int():
        return None
    return val.to_python()


def condition(s: isl.Set) -> isl.Set:
    """A condition on parameters (`pa.lt_set(pb)` and friends return a set
    over `{ [] }`), as a parameter set."""
    return s.params() if not s.is_params() else s


def eq(a: isl.PwAff, b: isl.PwAff) -> isl.Set:
    return condition(a.eq_set(b))


def lt(a: isl.PwAff, b: isl.PwAff) -> isl.Set:
    return condition(a.lt_set(b))


def le(a: isl.PwAff, b: isl.PwAff) -> isl.Set:
    return condition(a.le_set(b))


def in_range(x: isl.PwAff, size: isl.PwAff) -> isl.Set:
    """`0 <= x < size`."""
    return le(const(0), x).intersect(lt(x, size))


def defined_on(pa: isl.PwAff) -> isl.Set:
    """Parameters where `pa` has a value (partial for unsigned ops)."""
    return condition(pa.domain())


def rename_param(obj, old: str, new: str):
    """`obj[old := new]` for any isl object with parameters: intersect with
    `old = new`, then project `old` out."""
    link = eq(param(old), param(new))
    return project_params(obj.intersect_params(link), [old])


def project_params(obj, names):
    """Existentially eliminate the parameters `names` (a union over them);
    absent names are ignored."""
    for name in names:
        pos = obj.get_space().find_dim_by_id(D.param, param_id(name))
        if pos >= 0:
            obj = obj.project_out(D.param, pos, 1)
    return obj


def distinct(xs: list[str], ys: list[str]) -> isl.Set:
    """The tuples `xs` and `ys` differ: a union over positions of `x < y`
    and `x > y`."""
    result = universe_params().subtract(universe_params())
    for x, y in zip(xs, ys):
        px, py = param(x), param(y)
        result = result.union(lt(px, py)).union(lt(py, px))
    return result
