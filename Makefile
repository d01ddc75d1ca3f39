# Two commands for a fresh clone (see README):  make demo   make test
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin

.PHONY: demo test lint bench fuzz clean

$(BIN)/rulebook: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	@touch $@

demo: $(BIN)/rulebook
	$(BIN)/rulebook play frozen2 --players 3 --seed 7

test: $(BIN)/rulebook
	$(BIN)/ruff check interpreter tests bench
	$(BIN)/mypy
	$(BIN)/pytest -n auto

# Long fuzzing of the loader and the rules language (CI runs a few hundred examples; this, thousands).
FUZZ_EXAMPLES ?= 5000
fuzz: $(BIN)/rulebook
	RULEBOOK_FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) $(BIN)/pytest tests/test_fuzz.py -p no:cacheprovider --hypothesis-show-statistics

bench: $(BIN)/rulebook
	$(BIN)/python bench/play.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
