"""Many games at once: `rulebook simulate`.

One pure function turns a `Task` — (content fingerprint, game, variant, players, agents, seed) —
into one row (`task.py`); `pool.py` maps it over seeds in this process, in worker processes or on
a Dask cluster, which changes who computes the rows, never the rows. `stats.py` sums the rows up
with confidence intervals and tests the shift between two runs; `report.py` writes the HTML page
and `command.py` is the command line.
"""
