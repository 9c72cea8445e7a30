"""Validating many models past one process: Ray tasks (optional extra
`[ray]`), never a scheduler of tvmlir's own."""
