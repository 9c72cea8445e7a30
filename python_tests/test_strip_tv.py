"""strip-tv leaves exactly the program without annotations."""

from conftest import parse, show
from tvmlir.passes.strip_tv import StripTVPass

ANNOTATED = """\
tv.spec @s source "" {
  tv.spec_tensor @C : tensor<8xf32>
}
func.func @f(%a: memref<8xf32>, %i: index) {
  %x = memref.load %a[%i] : memref<8xf32>
  %y = arith.addf %x, %x : f32
  %p = tv.prophesy %y for @s::@C [%i] : f32
  %q = tv.prophesy %p for @s::@C [%i] : f32
  memref.store %q, %a[%i] : memref<8xf32>
  func.return
}
"""

PLAIN = """\
func.func @f(%a: memref<8xf32>, %i: index) {
  %x = memref.load %a[%i] : memref<8xf32>
  %y = arith.addf %x, %x : f32
  memref.store %y, %a[%i] : memref<8xf32>
  func.return
}
"""


def test_strip_tv_gives_the_unannotated_program(ctx):
    module = parse(ctx, ANNOTATED)
    StripTVPass().apply(ctx, module)
    module.verify()
    assert show(module) == show(parse(ctx, PLAIN))
