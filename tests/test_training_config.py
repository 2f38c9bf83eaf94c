"""Bad training requests are refused before anything starts, with a message that says what is allowed."""

from __future__ import annotations

import math

import pytest

from dashboard.training.config import ConfigError, TrainConfig, validate

DEVICES = ["cpu"]


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"batch_size": 0}, "batch size 0 is not allowed: use a whole number from 1"),
        ({"learning_rate": 0.0}, "learning rate 0.0 is not allowed: use a finite number greater than 0"),
        ({"learning_rate": -1e-3}, "greater than 0"),
        ({"learning_rate": math.nan}, "learning rate nan is not allowed"),
        ({"device": "cuda:0"}, "device 'cuda:0' is not available here: choose one of cpu"),
        ({"device": "tpu"}, "choose one of cpu"),
        ({"model": "gpt"}, "unknown model 'gpt': choose one of simple-cnn"),
        ({"dataset": "imagenet"}, "unknown dataset 'imagenet'"),
        ({"model": "text-lstm"}, "cannot train on 'shapes': use python-text"),
        ({"dataset": "python-text"}, "use an image dataset"),
        ({"precision": "fp16"}, "fp16 mixed precision (with a gradient scaler) needs a CUDA GPU"),
        ({"precision": "int8"}, "unknown precision 'int8'"),
        ({"optimizer": "lion"}, "unknown optimizer 'lion'"),
        ({"freeze": "frozen"}, "freezing needs a pretrained backbone"),
        ({"epochs": None, "steps": None}, "a number of epochs or of steps"),
        ({"steps": 0, "epochs": None}, "steps 0 is not allowed"),
        ({"threads": 0}, "threads 0 is not allowed"),
        ({"resolution": 8}, "resolution 8 px is not allowed"),
    ],
)
def test_invalid_configs_are_explained(changes, message):
    config = TrainConfig(**changes)
    with pytest.raises(ConfigError) as error:
        validate(config, DEVICES)
    assert message in str(error.value)


def test_valid_configs_pass():
    for config in (TrainConfig(), TrainConfig(model="text-lstm", dataset="python-text", precision="bf16"),
                   TrainConfig(model="resnet18", freeze="frozen", resolution=32, steps=3, epochs=None)):
        assert validate(config, DEVICES) is config


def test_config_round_trips_through_a_dict_and_ignores_unknown_keys():
    config = TrainConfig(model="keras-cnn", batch_size=32, steps=10, epochs=None)
    data = config.to_dict() | {"added_in_a_later_version": 1}
    assert TrainConfig.from_dict(data) == config
