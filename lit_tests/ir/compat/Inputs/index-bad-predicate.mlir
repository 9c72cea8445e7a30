func.func @f(%a: index) -> i1 {
  %e = index.cmp lt(%a, %a)
  return %e : i1
}
