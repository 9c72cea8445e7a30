"""Triton input: TTIR read with a `tt` dialect and translated to the kernel form `tv-lift` reads."""
