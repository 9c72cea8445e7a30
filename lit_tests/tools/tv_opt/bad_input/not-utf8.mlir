// RUN: %python -c "open(r'%t', 'wb').write(b'func.func @f() {\n  \xff\xfe\n}\n')"
// RUN: %bad-input tv-opt %t | filecheck %s
// CHECK: :2:3: error: input is not UTF-8 text
