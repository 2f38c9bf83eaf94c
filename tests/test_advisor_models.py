"""Any torchvision classification model in the advisor (`--model torchvision:NAME`), offline, from shapes alone, and
the messages for names and inputs it cannot take."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys

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


@pytest.mark.parametrize("model", ["resnet50"])
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


def test_a_model_fake_tensors_cannot_build_is_traced_on_real_ones(tmp_path):
    """ViT and Swin read a value back while they are built or run (a shape check, an initialisation), which fake
    tensors cannot give: such a model is traced for real at batches of 2 and 4, in bf16 for fp16 (the same bytes,
    30 times faster on a CPU). A small model that does the same stands in for them here."""
    from dashboard.advisor.model_file_child import FileModelConfig
    from dashboard.advisor.profile import profile_config

    path = tmp_path / "reads_back.py"
    path.write_text("import torch\nfrom torch import nn\n\n\nclass ReadsBack(nn.Module):\n"
                    "    def __init__(self):\n        super().__init__()\n"
                    "        self.scale = float(torch.ones(1).item())  # fake tensors have no value to give\n"
                    "        self.head = nn.Linear(12, 10)\n\n"
                    "    def forward(self, x):\n        return self.head(x.flatten(1)) * self.scale\n",
                    encoding="utf-8")
    profile = profile_config(FileModelConfig.of(str(path), "ReadsBack", (3, 2, 2), 10, "fp16"))
    assert profile.parameters == 12 * 10 + 10 and profile.precision == "fp16"
    assert profile.flops_per_sample == pytest.approx(2 * 2 * 12 * 10)  # forward, and the weights' gradient


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


MODEL_FILE = '''
import time
from torch import nn


class Tiny(nn.Module):
    def __init__(self, width: int = 16):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(3, width, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
                                  nn.Flatten(), nn.Linear(width, 1000))

    def forward(self, x):
        return self.body(x)


class NeedsArgs(nn.Module):
    def __init__(self, depth):
        super().__init__()


class Broken(nn.Module):
    def __init__(self):
        super().__init__()
        raise RuntimeError("no weights here")


class Slow(nn.Module):
    def __init__(self):
        super().__init__()
        time.sleep(60)
'''


@pytest.fixture
def model_file(tmp_path):
    path = tmp_path / "my_model.py"
    path.write_text(MODEL_FILE, encoding="utf-8")
    return path


def test_a_model_file_is_profiled_in_a_child_process(capsys, model_file):
    assert cli.main(["advise", "--model-file", str(model_file), "--model-class", "Tiny", "--input-shape", "3,64,64",
                     "--batch-size", "32", "--precision", "fp16", "--json"]) == 0
    estimate = json.loads(capsys.readouterr().out)["estimate"]
    width = 16
    assert estimate["model"] == "file:Tiny"
    assert estimate["parameters"] == (3 * 9 * width + width) + (width * 1000 + 1000)
    assert estimate["activations_bytes"] > 0 and estimate["flops_per_sample"] > 0


@pytest.fixture
def child_in_this_process(monkeypatch):
    """The model file's child runs here instead of in a process of its own (importing torch there costs seconds):
    the same entry point, given the same command line, prints its one JSON line into the answer the parent reads.
    What needs a real process (the answer crossing a pipe, the time limit) is checked by the tests above and below
    that leave subprocess alone."""
    from dashboard.advisor import process_group

    started: list[list[str]] = []

    def run(command, timeout_s):
        started.append(command)
        arguments = command[command.index("agent"):]
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            status = cli.main(arguments)
        return subprocess.CompletedProcess(command, status, out.getvalue(), "")

    monkeypatch.setattr(process_group, "run", run)
    yield started
    sys.modules.pop("dl_dashboard_user_model", None)  # the user's module, imported here by the child's code


@pytest.mark.parametrize(("arguments", "message"), [
    (["--model-class", "Tiny"], None),  # the file below is swapped for a missing one
    (["--model-class", "Nope"], "no nn.Module class named Nope in it: it defines Broken, NeedsArgs, Slow, Tiny"),
    (["--model-class", "Broken"], "Broken() raised RuntimeError: no weights here"),
    (["--model-class", "Tiny", "--input-shape", "5,64,64"],
     "file:Tiny does not train on inputs of shape 5 x 64 x 64: RuntimeError"),
    (["--model-class", "Tiny", "--input-shape", "3,0"], "input shape '3,0' is not allowed"),
    ([], "--model-file needs --model-class"),
])
def test_a_model_file_that_cannot_be_advised_is_refused_in_one_line(capsys, model_file, child_in_this_process,
                                                                    arguments, message):
    path = model_file if message else model_file.with_name("missing.py")
    assert cli.main(["advise", "--model-file", str(path), *arguments]) == 2
    err = capsys.readouterr().err
    assert (message or f"model file {path} does not exist") in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1
    child_said = {"Nope", "Broken", "5,64,64"} & set(arguments)  # the child's answer; the others are refused before
    assert len(child_in_this_process) == (1 if child_said else 0)


def test_a_model_file_that_does_not_finish_in_time_is_stopped_in_one_line(capsys, model_file):
    """A real child process that hangs in its constructor is ended at the time limit."""
    assert cli.main(["advise", "--model-file", str(model_file), "--model-class", "Slow", "--model-timeout", "1"]) == 2
    err = capsys.readouterr().err
    assert "building and tracing Slow did not finish in 1 s" in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_a_model_process_that_dies_without_an_answer_is_said_in_one_line(capsys, model_file, monkeypatch):
    """A child that ends without its JSON line (a native extension that crashed): its last words are said."""
    from dashboard.advisor import process_group

    def crashed(command, timeout_s):
        return subprocess.CompletedProcess(command, -11, "the user's own print\n", "Fatal Python error\nSegfault\n")

    monkeypatch.setattr(process_group, "run", crashed)
    assert cli.main(["advise", "--model-file", str(model_file), "--model-class", "Tiny"]) == 2
    err = capsys.readouterr().err
    assert "my_model.py: the model process ended without a result: Segfault" in err
    assert len(err.strip().splitlines()) == 1


def test_the_benchmarks_say_why_a_model_file_is_not_timed(tmp_path):
    from dashboard.advisor.model_file import ModelFile
    from dashboard.advisor.session import AdviceRequest, why_model_cannot_run

    request = AdviceRequest(model="file:Tiny", model_file=ModelFile(tmp_path / "tiny.py", "Tiny"))
    assert "a model from a file is traced for the estimate" in why_model_cannot_run(request, "cpu")
    assert why_model_cannot_run(AdviceRequest(model="simple-cnn"), "cpu") == ""
