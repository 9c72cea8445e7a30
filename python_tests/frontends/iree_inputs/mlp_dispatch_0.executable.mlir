hal.executable private @mlp_dispatch_0 {
  hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
    hal.executable.export public @mlp_dispatch_0_matmul_like_2x8x4_f32 ordinal(0) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      hal.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_dispatch_0_matmul_like_2x8x4_f32() {
        %cst = arith.constant dense<[[-3.743410e-03, 0.268221796, -0.411522567, -0.367969513], [-0.192577183, 0.134078681, -0.00990658998, 0.396444738], [-0.0443720222, 0.132306278, -0.151106536, -0.0982826948], [-0.477674246, -0.331141055, -0.20611155, 0.0185217857], [0.197667599, 0.300011396, -0.338970542, -0.217731416], [0.181608558, 0.415193975, -0.102900088, 0.374155879], [-0.0805916786, 0.0529070497, 0.452738106, -0.46383518], [-0.31476897, -0.126582623, -0.194899976, 0.432000399]]> : tensor<8x4xf32>
        %cst_0 = arith.constant 0.000000e+00 : f32
        %cst_1 = arith.constant dense<[-0.324089825, -0.230166435, -0.349320233, -0.468280494, -0.291870236, 0.42979902, 0.223109186, 0.242336273]> : tensor<8xf32>
        %c0 = arith.constant 0 : index
        %0 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>
        %1 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c0) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>> -> tensor<2x4xf32>
        %3 = tensor.empty() : tensor<2x8xf32>
        %4 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<2x8xf32>) -> tensor<2x8xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2, %cst : tensor<2x4xf32>, tensor<8x4xf32>) outs(%4 : tensor<2x8xf32>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %7 = arith.mulf %in, %in_2 : f32
          %8 = arith.addf %out, %7 : f32
          linalg.yield %8 : f32
        } -> tensor<2x8xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5, %cst_1 : tensor<2x8xf32>, tensor<8xf32>) outs(%3 : tensor<2x8xf32>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %7 = arith.addf %in, %cst_0 : f32
          %8 = arith.addf %7, %in_2 : f32
          %9 = arith.cmpf ugt, %8, %cst_0 : f32
          %10 = arith.select %9, %8, %cst_0 : f32
          linalg.yield %10 : f32
        } -> tensor<2x8xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %1, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : tensor<2x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>
        return
      }
    }
  }
}
