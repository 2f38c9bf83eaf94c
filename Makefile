# Two commands on a fresh machine: `make run` and `make test`. Both create .venv when it is missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TEST_WORKERS ?= 2

.PHONY: run test test-under-load gpu-check lint bench footprints translations package package-test clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python 3.11 or newer is needed (found " + sys.version.split()[0] + "); set PYTHON=python3.11")'
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	@touch $(STAMP)

run: $(STAMP)
	$(BIN)/dl-dashboard

# Byte code is written even where the environment sets PYTHONDONTWRITEBYTECODE: otherwise every process the tests start
# (a training child, a launch of the app) compiles the package from source again, and each later run rewrites every
# test module (collecting took 24 s of CPU per worker on the 2-core VM, 14 s with the cache). Git ignores __pycache__.
# A worker that crashes ends the run at once (a replaced worker once left the file scheduler waiting for ever).
test: $(STAMP) lint
	PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -n $(TEST_WORKERS) --dist loadfile --max-worker-restart=0

# The whole suite again while one busy process per core competes with it, as on a shared or slower machine.
test-under-load: $(STAMP)
	$(BIN)/python tests/under_load.py -- $(MAKE) test

# The GPU test set (tests/gpu) with real NVML and CUDA, and its report in $(GPU_REPORT)/. On a lent GPU machine,
# which has torch but no .venv and no internet, it runs with that machine's python3 and installs what it lacks from
# wheels in .whl/ (docs/gpu-validation.md). REQUIRE_GPU=1 fails at once where there is no CUDA device.
GPU_PYTHON ?= $(if $(wildcard $(BIN)/python),$(BIN)/python,python3)
GPU_REPORT ?= gpu-report
gpu-check:
	$(GPU_PYTHON) tests/gpu/check.py --out $(GPU_REPORT) $(if $(REQUIRE_GPU),--require-gpu) $(if $(GPU_TESTS),-- $(GPU_TESTS))

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/lint-imports
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/dl-dashboard bench sampler
	$(BIN)/dl-dashboard bench idle --seconds 60

# The built-in models' memory footprints the memory guard reads (resources/footprints.json): run after changing a
# model, so that a batch too large is refused without importing torch.
footprints: $(STAMP)
	$(BIN)/python -m dashboard.advisor.footprint_table

# The translation sources (resources/i18n/*.ts) from every translate() in the code, then the compiled .qm files the
# window loads. Translators edit the .ts files (pyside6-linguist, or any text editor); run this again after.
LANGUAGES := pt_BR es pl zh_CN
translations: $(STAMP)
	$(BIN)/pyside6-lupdate -extensions py -locations relative -no-obsolete dashboard \
		$(foreach code,$(LANGUAGES),-ts resources/i18n/dashboard_$(code).ts)
	$(foreach code,$(LANGUAGES),$(BIN)/pyside6-lrelease -silent resources/i18n/dashboard_$(code).ts \
		-qm resources/i18n/dashboard_$(code).qm &&) true

# A one-folder bundle and its archive in dist/ (PyInstaller), then the same bundle run as a user without Python would.
package: $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[package]'
	$(BIN)/python packaging/build.py

package-test:
	packaging/smoke_test.sh dist/dl-dashboard

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .ruff_cache
