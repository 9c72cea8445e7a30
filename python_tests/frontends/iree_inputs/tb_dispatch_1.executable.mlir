hal.executable private @transformer_block_dispatch_1 {
  hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
    hal.executable.export public @transformer_block_dispatch_1_reduction_3x4_f32 ordinal(0) layout(#hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      hal.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @transformer_block_dispatch_1_reduction_3x4_f32() {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 9.99999974E-6 : f32
        %cst_1 = arith.constant 4.000000e+00 : f32
        %c64 = arith.constant 64 : index
        %c0 = arith.constant 0 : index
        %0 = hal.interface.constant.load layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(0) : i32
        %1 = arith.index_castui %0 : i32 to index
        %2 = util.assume.int %1[<umin = 128, umax = 128, udiv = 128>, <umin = 192, umax = 192, udiv = 192>] : index
        %3 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c64) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %4 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xf32>>
        %5 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%2) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
        %6 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
        %7 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xf32>> -> tensor<3xf32>
        %8 = tensor.empty() : tensor<3x4xf32>
        %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%6 : tensor<3x4xf32>) outs(%7 : tensor<3xf32>) {
        ^bb0(%in: f32, %out: f32):
          %11 = arith.mulf %in, %in : f32
          %12 = arith.addf %11, %out : f32
          linalg.yield %12 : f32
        } -> tensor<3xf32>
        %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %9 : tensor<3x4xf32>, tensor<3xf32>) outs(%8 : tensor<3x4xf32>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %11 = arith.divf %in_2, %cst_1 : f32
          %12 = arith.addf %11, %cst_0 : f32
          %13 = math.rsqrt %12 : f32
          %14 = arith.mulf %in, %13 : f32
          %15 = arith.addf %14, %cst : f32
          linalg.yield %15 : f32
        } -> tensor<3x4xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %5, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
        return
      }
    }
  }
}
