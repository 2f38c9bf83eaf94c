"""The window, driven like a person would: it fills in, keeps sampling off the GUI thread, and closes cleanly."""

from __future__ import annotations

import threading

import pynvml
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from dashboard.hardware.nvidia import NvidiaBackend
from dashboard.ui.app import display_problem
from dashboard.ui.main_window import MainWindow
from dashboard.ui.theme import theme
from dashboard.ui.workers import running_threads
from tests.fakes.nvml import FakeNvml, two_gpu_machine


class RecordingBackend(NvidiaBackend):
    """The real NVIDIA backend on the fake NVML, noting which thread each call runs on."""

    def __init__(self, nvml) -> None:
        super().__init__(nvml)
        self.threads: set[int] = set()

    def open(self):
        self.threads.add(threading.get_ident())
        return super().open()

    def inventory(self):
        self.threads.add(threading.get_ident())
        return super().inventory()

    def sample(self, slow):
        self.threads.add(threading.get_ident())
        return super().sample(slow)


@pytest.fixture
def fast_settings(settings):
    settings.setValue("interval_s", 0.25)
    return settings


@pytest.fixture
def quick_model_facts(monkeypatch):
    """The Training lab's model measurement, canned. The real one imports PyTorch and builds the model on a thread
    of its own a moment after the inventory arrives, and a window closed meanwhile waits for it: under load that took
    longer than the page's 10 s and the window's 15 s (a "model facts" thread left running failed a test). No test
    that uses this looks at the measurement: test_training_gui checks the real one."""
    from dashboard.training import facts

    def canned(model: str, *, resolution: int | None = None, freeze: str = "full",
               seq_len: int = 64) -> facts.ModelFacts:
        return facts.ModelFacts(model=model, parameters=268_650, trainable_parameters=268_650,
                                flops_per_sample=9_650_000, input_shape=(3, 32, 32))

    monkeypatch.setattr(facts, "model_facts", canned)


@pytest.fixture
def pages_on_demand(monkeypatch):
    """The window builds a page when the test shows it or asks for it, and not, as well, every other page once
    start-up is over: a test about something else then neither pays for those pages (3 s of CPU on the 2-core VM)
    nor depends on how many of them the event loop got to before it looked. Building the rest after start-up, with
    the window's state of that moment, is test_startup's subject; the pages themselves are each built by the tests
    that use them."""
    monkeypatch.setattr(MainWindow, "_build_next_page", lambda self: None)


pytestmark = pytest.mark.usefixtures("quick_model_facts")


def open_window(qtbot, settings, backends) -> MainWindow:
    window = MainWindow(lambda: backends, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.inventory_complete and window.snapshot_count >= 2, timeout=30_000)
    return window


@pytest.mark.usefixtures("pages_on_demand")
def test_two_gpus_show_cards_comparison_live_readings_and_the_advisor_while_one_gets_lost(qtbot, fast_settings,
                                                                                         tmp_path, monkeypatch):
    """One window on two fake GPUs, read as a person would in turn: the cards, the comparison and the live readings;
    one GPU lost while the other keeps working; Ctrl+4 and the Advisor with this machine's GPUs highlighted; and the
    sampler and the inventory ran on the worker thread only, never on the GUI thread."""
    from PySide6.QtGui import QKeySequence

    monkeypatch.setenv("DL_DASHBOARD_CONFIG_DIR", str(tmp_path))
    nvml = two_gpu_machine()
    backend = RecordingBackend(nvml)
    window = open_window(qtbot, fast_settings, [backend])
    page = window.hardware_page
    titles = [card.findChildren(type(window.monitor_status.gpu_status_label))[0].text() for card in page.cards]
    assert titles == ["CPU and memory", "GPU 0 · NVIDIA", "GPU 1 · NVIDIA"]
    assert "NVIDIA GeForce RTX 3090" in page.cards[1].value_texts()
    assert "PyTorch" in page.software_label.text()
    table = page.comparison_table
    assert not table.isHidden() and table.columnCount() == 4
    assert "10,496 CUDA cores" in table.item(0, 2).text()
    assert page.cards[1].live.text().count("n/a") < page.cards[2].live.text().count("n/a")  # A100: no fan, power
    assert "GPU is lost" not in page.cards[2].live.text()
    assert page.process_table.rowCount() >= 1
    assert page.history.series("nvidia0:util").size >= 2

    nvml.lose(1)
    # Samples taken before the loss may still be queued for the GUI thread on a busy machine: wait for the news.
    qtbot.waitUntil(lambda: "GPU is lost" in page.cards[2].live.text(), timeout=30_000)
    count = window.snapshot_count
    qtbot.waitUntil(lambda: window.snapshot_count >= count + 2, timeout=30_000)
    assert "GPU is lost" in page.cards[2].live.text()
    assert "GPU is lost" not in page.cards[1].live.text()

    action = next(a for a in window.findChildren(type(window.menuBar().actions()[0]))
                  if a.shortcut() == QKeySequence("Ctrl+4"))
    advisor = window.advisor_page
    advisor.form.model_box.setCurrentIndex(advisor.form.model_box.findData("simple-cnn"))
    with qtbot.waitSignal(advisor.sig_advice, timeout=60_000):
        action.trigger()
    assert window.pages.currentWidget() is advisor
    assert advisor.table_model.detected == {"GeForce RTX 3090", "A100 SXM4 40GB"}
    # NVML has no memory-type query: the Hardware page takes it from the catalogue entry each GPU matched.
    assert [gpu.memory_type for gpu in window.hardware_page.inventory.gpus] == ["GDDR6X", "HBM2"]

    window.close()
    assert not running_threads()
    assert backend.threads and threading.get_ident() not in backend.threads


@pytest.mark.usefixtures("pages_on_demand")
def test_cpu_only_machine_says_why_and_hides_gpu_plots(qtbot, fast_settings):
    nvml = FakeNvml(init_error=pynvml.NVMLError_LibraryNotFound())
    window = open_window(qtbot, fast_settings, [NvidiaBackend(nvml)])
    page = window.hardware_page
    assert not page.no_gpu_card.isHidden()
    assert "no NVIDIA driver found" in page.banner.text()
    assert page.comparison_table.isHidden()
    assert all(plot.isHidden() for plot in page.gpu_only_plots)
    assert "running on CPU only" in window.monitor_status.gpu_status_label.text()
    assert len(page.core_bars.values()) >= 1


@pytest.mark.usefixtures("pages_on_demand")
def test_interval_history_window_and_theme_reach_the_window_and_persist(qtbot, settings):
    window = open_window(qtbot, settings, [])
    assert window.monitor.interval_s == 1.0
    window.hardware_page.set_interval(0.25)
    assert window.monitor.interval_s == 0.25
    assert "0.25 s" in window.monitor_status.interval_label.text()
    count = window.snapshot_count
    qtbot.waitUntil(lambda: window.snapshot_count > count, timeout=30_000)  # sampling goes on
    # The loop itself ticks at 0.25 s now: counting ticks against the clock would depend on the machine's load.
    assert window.monitor._loop is not None and window.monitor._loop.interval_s == 0.25
    window.hardware_page.set_window("10 min")
    x_range = window.hardware_page.utilization_plot.getViewBox().viewRange()[0]
    assert x_range[0] == pytest.approx(-600)
    assert window.theme_name == "dark"
    title = window.hardware_page.findChildren(QLabel, "cardTitle")[0]
    assert title.palette().color(title.foregroundRole()).name() == theme("dark").accent
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert window.theme_name == "light"
    assert title.palette().color(title.foregroundRole()).name() == theme("light").accent  # the style sheet's too
    window.close()
    assert float(settings.value("interval_s")) == 0.25
    assert settings.value("theme") == "light"
    assert settings.value("history_window") == "10 min"
    again = MainWindow(lambda: [], settings)
    qtbot.addWidget(again)
    assert again.monitor.interval_s == 0.25
    again.close()


def test_closing_during_startup_stops_the_worker(qtbot, settings):
    window = MainWindow(lambda: [NvidiaBackend(two_gpu_machine())], settings)
    qtbot.addWidget(window)
    window.close()  # the worker may still be reading the inventory
    assert not running_threads()


def test_self_test_saves_a_screenshot_in_the_language_asked_for_over_a_data_folder_full_of_garbage(
        qtbot, tmp_path, data_dir, language, monkeypatch, capsys):
    """`dl-dashboard --lang pseudo --self-test --page experiments --open FOLDER --screenshot PATH` in one window
    (each self-test builds every page): the language is set before the window is built, a saved run that cannot be
    read and a data directory full of garbage do not stop it, and the screenshot is saved."""
    from dashboard.ui import app, i18n
    from tests.test_corrupt_files import fill_with_garbage

    garbage = fill_with_garbage(data_dir)
    seen: list[str] = []
    real = i18n.use_language
    monkeypatch.setattr(i18n, "use_language", lambda code: (seen.append(code), real(code)))
    shot = tmp_path / "window.png"
    assert app.self_test(str(shot), backend_factory=lambda: [NvidiaBackend(two_gpu_machine())], page="experiments",
                         folder=garbage["a JSON list"], language="pseudo") == 0
    assert seen == ["pseudo"] and shot.stat().st_size > 10_000
    assert "self-test passed" in capsys.readouterr().out


def test_no_display_gives_alternatives_instead_of_a_qt_abort():
    problem = display_problem(environ={}, platform="linux")
    assert "xvfb-run make run" in problem and "dl-dashboard specs" in problem
    assert display_problem(environ={"QT_QPA_PLATFORM": "offscreen"}, platform="linux") is None
    assert display_problem(environ={}, platform="darwin") is None


def test_the_status_bar_shows_the_samplers_typical_cost_not_one_slow_tick(qtbot, settings):
    import dataclasses

    from dashboard.hardware.sampler import Sampler

    window = MainWindow(lambda: [], settings)
    qtbot.addWidget(window)
    window.monitor.stop()  # the readings come from the test
    sampler = Sampler([])
    reading = sampler.sample()
    sampler.close()
    for cost in (8.2, 0.4, 0.5):  # the first tick, taken while the pages are built, is slow
        window._on_monitor_snapshot(dataclasses.replace(reading, tick_cost_ms=cost))
    assert window.monitor_status.cost_label.text().startswith("sampler: 0.5 ms per tick")
    for _ in range(9):
        window._on_monitor_snapshot(dataclasses.replace(reading, tick_cost_ms=0.3))
    assert window.monitor_status.cost_label.text().startswith("sampler: 0.5 ms per tick")  # a new median every 10 ticks
    window._on_monitor_snapshot(dataclasses.replace(reading, tick_cost_ms=0.3))
    assert window.monitor_status.cost_label.text().startswith("sampler: 0.3 ms per tick")
    window.close()
