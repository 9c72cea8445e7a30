"""Tensor and linalg semantics against Python references, on random shapes,
offsets, strides and permutations (integer elements: the semantics is exact
there, so every element must agree)."""

from __future__ import annotations

import itertools
import math

from hypothesis import given, settings
from hypothesis import strategies as st

from tensor_reference import dense, run, ttype

SETTINGS = settings(max_examples=25, deadline=None)


def values(n):
    return st.lists(st.integers(-50, 50), min_size=n, max_size=n)


def shapes(rank_min=1, rank_max=3, dim_max=4):
    return st.lists(st.integers(1, dim_max), min_size=rank_min, max_size=rank_max)


def indices(shape):
    return itertools.product(*[range(d) for d in shape])


def flat(idx, shape):
    f = 0
    for i, d in zip(idx, shape):
        f = f * d + i
    return f


@st.composite
def slices(draw):
    shape = draw(shapes())
    offs, sizes, strides = [], [], []
    for d in shape:
        stride = draw(st.integers(1, 3))
        off = draw(st.integers(0, d - 1))
        size = draw(st.integers(1, (d - 1 - off) // stride + 1))
        offs.append(off)
        sizes.append(size)
        strides.append(stride)
    return shape, offs, sizes, strides, draw(values(math.prod(shape)))


@SETTINGS
@given(slices())
def test_extract_slice(case):
    shape, offs, sizes, strides, vals = case
    text = f"""
    func.func @f() -> {ttype(sizes)} {{
      %t = arith.constant {dense(vals, shape)}
      %s = tensor.extract_slice %t{offs} {sizes} {strides} : {ttype(shape)} to {ttype(sizes)}
      return %s : {ttype(sizes)}
    }}"""
    (got,) = run(text)
    for idx in indices(sizes):
        src = [o + i * s for o, i, s in zip(offs, idx, strides)]
        assert got[idx] == vals[flat(src, shape)]


@SETTINGS
@given(slices(), st.data())
def test_insert_slice(case, data):
    shape, offs, sizes, strides, dest = case
    src = data.draw(values(math.prod(sizes)))
    text = f"""
    func.func @f() -> {ttype(shape)} {{
      %d = arith.constant {dense(dest, shape)}
      %s = arith.constant {dense(src, sizes)}
      %r = tensor.insert_slice %s into %d{offs} {sizes} {strides} : {ttype(sizes)} into {ttype(shape)}
      return %r : {ttype(shape)}
    }}"""
    (got,) = run(text)
    want = list(dest)
    for idx in indices(sizes):
        want[flat([o + i * s for o, i, s in zip(offs, idx, strides)], shape)] = src[flat(idx, sizes)]
    for idx in indices(shape):
        assert got[idx] == want[flat(idx, shape)]


@SETTINGS
@given(shapes(), st.data())
def test_pad(shape, data):
    low = data.draw(st.lists(st.integers(0, 2), min_size=len(shape), max_size=len(shape)))
    high = data.draw(st.lists(st.integers(0, 2), min_size=len(shape), max_size=len(shape)))
    vals = data.draw(values(math.prod(shape)))
    out = [d + lo + hi for d, lo, hi in zip(shape, low, high)]
    args = ", ".join(f"%i{k}: index" for k in range(len(shape)))
    text = f"""
    func.func @f() -> {ttype(out)} {{
      %t = arith.constant {dense(vals, shape)}
      %p = arith.constant 99 : i32
      %r = tensor.pad %t low{low} high{high} {{
      ^bb0({args}):
        tensor.yield %p : i32
      }} : {ttype(shape)} to {ttype(out)}
      return %r : {ttype(out)}
    }}"""
    (got,) = run(text)
    for idx in indices(out):
        inner = [i - lo for i, lo in zip(idx, low)]
        inside = all(0 <= x < d for x, d in zip(inner, shape))
        assert got[idx] == (vals[flat(inner, shape)] if inside else 99)


@SETTINGS
@given(st.lists(shapes(2, 2, 3), min_size=2, max_size=3), st.integers(0, 1), st.data())
def test_concat(parts, axis, data):
    other = parts[0][1 - axis]
    parts = [[p[0], other] if axis == 0 else [other, p[1]] for p in parts]
    vals = [data.draw(values(math.prod(p))) for p in parts]
    out = list(parts[0])
    out[axis] = sum(p[axis] for p in parts)
    consts = "\n".join(f"%t{k} = arith.constant {dense(v, p)}" for k, (v, p) in enumerate(zip(vals, parts)))
    names = ", ".join(f"%t{k}" for k in range(len(parts)))
    types = ", ".join(ttype(p) for p in parts)
    text = f"""
    func.func @f() -> {ttype(out)} {{
      {consts}
      %c = tensor.concat dim({axis}) {names} : ({types}) -> {ttype(out)}
      return %c : {ttype(out)}
    }}"""
    (got,) = run(text)
    for idx in indices(out):
        k, pos = 0, idx[axis]
        while pos >= parts[k][axis]:
            pos -= parts[k][axis]
            k += 1
        local = list(idx)
        local[axis] = pos
        assert got[idx] == vals[k][flat(local, parts[k])]


@SETTINGS
@given(shapes(2, 3), st.data())
def test_generic_permutation(shape, data):
    perm = data.draw(st.permutations(range(len(shape))))
    vals = data.draw(values(math.prod(shape)))
    out = [shape[p] for p in perm]
    n = len(shape)
    dims = ", ".join(f"d{k}" for k in range(n))
    in_map = f"affine_map<({dims}) -> ({', '.join(f'd{perm.index(k)}' for k in range(n))})>"
    out_map = f"affine_map<({dims}) -> ({dims})>"
    text = f"""
    func.func @f() -> {ttype(out)} {{
      %t = arith.constant {dense(vals, shape)}
      %e = tensor.empty() : {ttype(out)}
      %r = linalg.generic {{indexing_maps = [{in_map}, {out_map}], iterator_types = [{', '.join(['"parallel"'] * n)}]}}
          ins(%t : {ttype(shape)}) outs(%e : {ttype(out)}) {{
      ^bb0(%x: i32, %y: i32):
        linalg.yield %x : i32
      }} -> {ttype(out)}
      return %r : {ttype(out)}
    }}"""
    (got,) = run(text)
    for idx in indices(out):
        src = [0] * n
        for k in range(n):
            src[perm[k]] = idx[k]
        assert got[idx] == vals[flat(src, shape)]


@SETTINGS
@given(st.integers(1, 3), st.integers(1, 3), st.integers(1, 3), st.data())
def test_matmul(m, k, n, data):
    a, b, c = data.draw(values(m * k)), data.draw(values(k * n)), data.draw(values(m * n))
    text = f"""
    func.func @f() -> {ttype([m, n])} {{
      %a = arith.constant {dense(a, [m, k])}
      %b = arith.constant {dense(b, [k, n])}
      %c = arith.constant {dense(c, [m, n])}
      %r = linalg.matmul ins(%a, %b : {ttype([m, k])}, {ttype([k, n])}) outs(%c : {ttype([m, n])}) -> {ttype([m, n])}
      return %r : {ttype([m, n])}
    }}"""
    (got,) = run(text)
    for i, j in indices([m, n]):
        assert got[(i, j)] == c[i * n + j] + sum(a[i * k + x] * b[x * n + j] for x in range(k))


@SETTINGS
@given(st.integers(1, 2), st.integers(1, 2), st.integers(1, 2), st.integers(1, 2), st.data())
def test_conv_and_pooling(kh, kw, sh, sw, data):
    oh, ow, c, f = 2, 2, 2, 2
    h, w = (oh - 1) * sh + kh, (ow - 1) * sw + kw
    img = data.draw(values(h * w * c))
    fil = data.draw(values(kh * kw * c * f))
    out = data.draw(values(oh * ow * f))
    pout = data.draw(values(oh * ow * c))
    strides = f"dense<[{sh}, {sw}]> : tensor<2xi64>"
    text = f"""
    func.func @f() -> ({ttype([1, oh, ow, f])}, {ttype([1, oh, ow, c])}) {{
      %i = arith.constant {dense(img, [1, h, w, c])}
      %k = arith.constant {dense(fil, [kh, kw, c, f])}
      %o = arith.constant {dense(out, [1, oh, ow, f])}
      %p = arith.constant {dense(pout, [1, oh, ow, c])}
      %win = tensor.empty() : {ttype([kh, kw])}
      %r = linalg.conv_2d_nhwc_hwcf {{dilations = dense<1> : tensor<2xi64>, strides = {strides}}}
        ins(%i, %k : {ttype([1, h, w, c])}, {ttype([kh, kw, c, f])}) outs(%o : {ttype([1, oh, ow, f])}) -> {ttype([1, oh, ow, f])}
      %q = linalg.pooling_nhwc_max {{dilations = dense<1> : tensor<2xi64>, strides = {strides}}}
        ins(%i, %win : {ttype([1, h, w, c])}, {ttype([kh, kw])}) outs(%p : {ttype([1, oh, ow, c])}) -> {ttype([1, oh, ow, c])}
      return %r, %q : {ttype([1, oh, ow, f])}, {ttype([1, oh, ow, c])}
    }}"""
    conv, pool = run(text)

    def pixel(y, x, ch):
        return img[(y * w + x) * c + ch]

    for y, x, ff in indices([oh, ow, f]):
        want = out[(y * ow + x) * f + ff] + sum(
            pixel(y * sh + dy, x * sw + dx, ch) * fil[((dy * kw + dx) * c + ch) * f + ff]
            for dy in range(kh) for dx in range(kw) for ch in range(c)
        )  # fmt: skip
        assert conv[(0, y, x, ff)] == want
    for y, x, ch in indices([oh, ow, c]):
        want = max([pout[(y * ow + x) * c + ch]] + [pixel(y * sh + dy, x * sw + dx, ch) for dy in range(kh) for dx in range(kw)])
        assert pool[(0, y, x, ch)] == want


@SETTINGS
@given(shapes(2, 3), st.data())
def test_collapse_expand_and_reduce(shape, data):
    vals = data.draw(values(math.prod(shape)))
    total = math.prod(shape)
    groups = [[k for k in range(len(shape))]]
    text = f"""
    func.func @f() -> ({ttype([total])}, {ttype(shape)}, i32) {{
      %t = arith.constant {dense(vals, shape)}
      %c = tensor.collapse_shape %t {groups} : {ttype(shape)} into {ttype([total])}
      %e = tensor.expand_shape %c {groups} output_shape {shape} : {ttype([total])} into {ttype(shape)}
      %z = arith.constant dense<0> : tensor<i32>
      %s = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}}
          ins(%c : {ttype([total])}) outs(%z : tensor<i32>) {{
      ^bb0(%x: i32, %acc: i32):
        %n = arith.addi %x, %acc : i32
        linalg.yield %n : i32
      }} -> tensor<i32>
      %r = tensor.extract %s[] : tensor<i32>
      return %c, %e, %r : {ttype([total])}, {ttype(shape)}, i32
    }}"""
    collapsed, expanded, total_sum = run(text)
    assert [collapsed[(k,)] for k in range(total)] == vals
    assert [expanded[idx] for idx in indices(shape)] == vals
    assert total_sum == sum(vals)
