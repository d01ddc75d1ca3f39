"""`python -m interpreter …` is the `rulebook` command."""

from interpreter.cli import main

main()
