"""Any torchvision classification model in the advisor (`--model torchvision:NAME`), offline, from shapes alone, and
the messages for names and inputs it cannot take."""

from __future__ import annotations

import json

import pytest

from dashboard import cli
from dashboard.advisor import gpu_catalog
from dashboard.advisor.memory import estimate_memory
from dashboard.advisor.profile import profile_model
from dashboard.errors import UserError
from dashboard.training.choices import model_spec
from tests.test_advisor_estimates import A100, H100_SXM, V100, _h100_points


@pytest.fixture(autouse=True)
def hand_made_catalogue(monkeypatch):
    monkeypatch.setattr(gpu_catalog, "load_catalog", lambda: gpu_catalog.Catalog((H100_SXM, A100, V100), ()))


def test_resnet50_in_fp16_is_advised_offline_from_its_shapes(capsys):
    """The issue's command: no weights are downloaded (the model is built with random weights, traced on fake
    tensors); its parameters are torchvision's and its memory matches a step measured on an H100."""
    assert cli.main(["advise", "--model", "torchvision:resnet50", "--batch-size", "256", "--precision", "fp16",
                     "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    estimate = document["estimate"]
    assert estimate["parameters"] == 25_557_032 and estimate["resolution"] == 224 and estimate["num_classes"] == 1000
    assert [row["name"] for row in document["gpus"]] == [H100_SXM.name, A100.name, V100.name]
    assert all(row["fits"] and row["est_samples_per_second"] > 0 for row in document["gpus"])


@pytest.mark.parametrize("model", ["resnet50", "mobilenet_v2"])
def test_the_memory_of_torchvision_models_is_within_5_percent_of_h100_steps(model):
    """torch.cuda.max_memory_allocated over timed steps on an H100 (docs/calibration/), fp32 and fp16."""
    points = _h100_points((model,))
    assert points
    for point in points:
        setting = point["point"]
        profile = profile_model("torchvision:" + model, precision=setting["precision"], resolution=224,
                                num_classes=1000)
        estimate = estimate_memory(profile, setting["batch_size"], "sgd", "cuda", "9.0")
        assert estimate.peak_bytes == pytest.approx(point["peak_allocated_bytes"], rel=0.05), setting


def test_a_model_fake_tensors_cannot_build_is_traced_on_real_ones():
    """ViT checks its input size with a value read back, which fake tensors cannot give: it is traced for real at
    batches of 2 and 4, in bf16 for fp16 (the same bytes, 30 times faster on a CPU)."""
    profile = profile_model("torchvision:vit_b_16", precision="fp16", resolution=224, num_classes=1000)
    assert profile.parameters == 86_567_656
    assert profile.flops_per_sample == pytest.approx(3 * 2 * 17.56e9, rel=0.05)  # 17.56 GMACs forward (torchvision)


@pytest.mark.parametrize(("arguments", "message"), [
    (["--model", "torchvision:maskrcnn"], "has no classification model 'maskrcnn': choose one of alexnet"),
    (["--model", "torchvision:"], "unknown model 'torchvision:': choose one of simple-cnn"),
    (["--model", "torchvision:resnet50", "--freeze", "frozen"], "freezing needs a pretrained backbone"),
    (["--model", "torchvision:vit_b_16", "--resolution", "128"],
     "torchvision:vit_b_16 does not train on inputs of shape 3 x 128 x 128: AssertionError: Wrong image height"),
])
def test_names_and_inputs_it_cannot_take_are_refused_in_one_line(capsys, arguments, message):
    assert cli.main(["advise", *arguments]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_torchvision_names_are_image_models_at_their_published_size():
    assert model_spec("torchvision:resnet50").default_resolution == 224
    assert model_spec("torchvision:inception_v3").default_resolution == 299
    assert model_spec("torchvision:resnet50; rm -rf") is None and model_spec("resnet") is None
    with pytest.raises(UserError, match="needs 3-channel|takes 3-channel"):
        profile_model("torchvision:resnet18", in_channels=1, resolution=64, num_classes=10)
