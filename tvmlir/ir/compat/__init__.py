"""MLIR syntax that xDSL 0.74 rejects, accepted by tvmlir-side definitions.

Why: tvmlir must read any file `mlir-opt` reads (the mlir-tv corpus, user
pipelines), and the fix belongs in the parsing layer, never in rewriting
the input text.  Each module here subclasses the xDSL op it extends (so
xDSL passes that match `isinstance(op, arith.CmpfOp)` still apply) or
defines an op xDSL lacks; `dialects.py` swaps them into the dialects that
`tvmlir.ir.context` registers.

| construct                                   | where          |
|---------------------------------------------|----------------|
| `sparse<indices, values>` attributes        | `sparse`       |
| `arith.cmpf "oeq", ...` (quoted predicate)  | `arith`        |
| `arith.select %c, %a, %b : tensor<..xi1>, T`| `arith`        |
| arith casts (extsi, sitofp, ...) on tensors | `arith`        |
| `arith.constant sparse<...>`                | `arith`        |
| `linalg.generic #trait ins(...)`            | `linalg`       |
| linalg named ops xDSL lacks (dot, ...)      | `linalg_named` |
| `tensor.generate`                           | `tensor`       |
| `bufferization.to_tensor %m : memref<..>`   | `bufferization`|
| `bufferization.to_memref`                   | `bufferization`|
| `memref.global "private" constant @g ...`   | `memref`       |
| `"tosa.const"() {value = dense<...>}`       | `tosa`         |
| `#gpu.address_space<..>`, gpu attributions  | `gpu`          |
| `#gpu.thread<x>` and other loop mappings    | `gpu`          |
| `scf.forall`, `scf.forall.in_parallel`      | `scf`          |
| `#sparse_tensor.encoding`, `convert`        | `sparse_tensor`|
| `memref.global ... = sparse<...>`           | `memref`       |
| `shape.shape_of`, `shape.to_extent_tensor`  | `shape`        |
| `linalg.fill` of index / complex / vector    | `linalg_fill`  |
| `tensor.reshape` of unranked / dynamic       | `reshape`      |
| `gpu.wait/alloc/memcpy/dealloc`             | `gpu_memory`   |
| `gpu.all_reduce maxnumf` (MLIR 19's kinds)  | `gpu_reduce`   |
| `memref.reinterpret_cast` sizes under `?`   | `reinterpret_cast` |
| `affine.if` custom syntax                   | `affine`       |
| MLIR 19's other TOSA ops, unranked TOSA     | `tosa`         |
"""
