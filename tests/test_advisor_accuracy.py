"""The script behind docs/advisor-accuracy.md reads the calibration data it names and says how far the estimates are."""

from __future__ import annotations

import pytest

from dashboard.advisor.accuracy import (
    EXCLUDED_FROM_FIT,
    LAMBDA_GPUS,
    cross_validated,
    fitted_constants,
    h100_measurements,
    lambda_measurements,
    memory_ratios,
    residuals,
    spearman,
    summary,
    with_cross_validated_range,
)
from dashboard.advisor.gpu_catalog import load_catalog


def test_every_lambda_row_it_uses_is_a_catalogue_gpu_and_every_gpu_has_both_precisions():
    found = lambda_measurements()
    names = {gpu.name for gpu in load_catalog().gpus}
    assert set(LAMBDA_GPUS.values()) <= names
    assert {m.gpu for m in found if m.precision == "fp32"} == {m.gpu for m in found if m.precision == "fp16"}
    assert "B200" in {m.gpu for m in found}  # from the older table only
    assert all(m.model == "torchvision:resnet50" and m.batch_size >= 64 and m.samples_per_second > 100
               for m in found)


def test_the_h100_points_are_the_settings_the_advisor_models():
    found = h100_measurements()
    assert len(found) >= 60 and {m.gpu for m in found} == {"H100 SXM5 80GB"}
    assert {m.precision for m in found} == {"fp32", "fp16", "bf16"}


def test_the_summary_says_ratio_coverage_and_rank_correlation_per_model(small_profiles):
    found = list(residuals(lambda_measurements()))
    table = summary(found)
    row = table["lambda torchvision:resnet50 fp32"]
    assert row["points"] == len([r for r in found if r.measurement.precision == "fp32"])
    assert row["median_ratio"] > 0 and 0 <= row["inside_range"] <= 1 and -1 <= row["rank_correlation"] <= 1
    assert table["all"]["points"] == len(found) and table["all"]["rank_correlation"] is None


def test_rank_correlation():
    assert spearman([1, 2, 3, 4], [10, 20, 30, 40]) == 1
    assert spearman([1, 2, 3, 4], [40, 30, 20, 10]) == -1
    assert spearman([1, 2], [1, 2]) is None
    assert spearman([1, 2, 3], [1, 3, 2]) == pytest.approx(0.5)


def test_the_memory_ratio_of_an_h100_point_is_the_estimate_over_the_measured_peak():
    # alexnet: the point's own profile (torchvision:alexnet at 224 px) traces in under a second
    point = next(m for m in h100_measurements() if m.row == "alexnet b32 fp32")
    ((measurement, ratio),) = memory_ratios([point])
    assert measurement is point and point.peak_bytes > 0 and ratio == pytest.approx(1, abs=0.05)
    assert list(memory_ratios(lambda_measurements()[:3])) == []  # Lambda publishes no memory


@pytest.fixture
def small_profiles(monkeypatch):
    """Every measurement traced as the lab's resnet18 at 224 px: the bookkeeping under test does not need
    resnet50's numbers, and tracing resnet50 in two precisions costs seconds (resnet18's profiles are the ones the
    other advisor tests trace, so a worker has them cached)."""
    from dashboard.advisor import accuracy
    from dashboard.advisor.profile import profile_model

    monkeypatch.setattr(accuracy, "_profile", lambda m: profile_model("resnet18", precision=m.precision,
                                                                       resolution=224, num_classes=1000))


@pytest.fixture
def recorded_fits(monkeypatch, small_profiles):
    """speed_fit.fit replaced by one that keeps the rates it was given and returns its start (the shipped fit)."""
    from dashboard.advisor import speed_fit

    given: list[set[float]] = []

    def fit(points, start, *args, **kwargs):
        given.append({p.samples_per_second for p in points})
        return start

    monkeypatch.setattr(speed_fit, "fit", fit)
    return given


def test_cross_validation_estimates_each_gpu_from_a_fit_without_it(recorded_fits):
    measurements = [m for m in lambda_measurements() if m.precision == "fp32"]
    found = cross_validated(measurements, "gpu")
    gpus = sorted({m.gpu for m in measurements})
    assert len(recorded_fits) == len(gpus) and len(found) == len(measurements)
    for gpu, rates in zip(gpus, recorded_fits, strict=True):
        own = {m.samples_per_second for m in measurements if m.gpu == gpu}
        others = {m.samples_per_second for m in measurements if m.gpu != gpu}
        assert not own & rates and others <= rates


def test_the_odd_b200_row_is_shown_but_not_fitted_and_the_range_comes_from_held_out_estimates(recorded_fits):
    measurements = lambda_measurements()
    b200 = next(m for m in measurements if (m.gpu, m.precision) in EXCLUDED_FROM_FIT)
    constants = fitted_constants(measurements)
    assert b200.samples_per_second not in recorded_fits[0] and len(recorded_fits[0]) > 20
    ranged = with_cross_validated_range(constants, measurements)
    assert ranged.range_low < ranged.range_high  # (around 1 with resnet50's real profile; resnet18 stands in here)
    assert ranged.coverage == pytest.approx(0.8, abs=0.1) and 0 <= ranged.held_out_within <= 1
