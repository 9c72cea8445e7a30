"""IR plumbing shared by the tools: the dialects tvmlir reads, a parser that
records source locations, and the diagnostics the tools print."""
