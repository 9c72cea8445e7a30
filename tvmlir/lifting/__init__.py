"""Lifting: from a kernel on memrefs with no spec to a tensor formula,
proved for all sizes by `--verify` (`tv-lift`, design-notes section 14).

Imports downward only (ir, oracle, passes, verify); nothing imports it.
"""
