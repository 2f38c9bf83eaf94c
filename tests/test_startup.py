"""Start-up: the window paints before any heavy work, its cards fill from the cache or the quick reading before the
fresh one, pages not shown are built later with the window's state of that moment, and the benchmark reports it."""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea

from dashboard.hardware import inventory as hardware_inventory
from dashboard.hardware.cpu import quick_cpuinfo, read_cpu_info
from dashboard.hardware.inventory import read_quick_inventory, with_details
from dashboard.hardware.inventory_cache import InventoryCache
from dashboard.hardware.nvidia import NvidiaBackend
from dashboard.hardware.records import CpuInfo, MemoryInfo, SoftwareInfo
from dashboard.hardware.sampler import Sampler
from dashboard.ui.hardware.cards import measuring
from dashboard.ui.hardware.page import HardwarePage
from dashboard.ui.main_window import PAGE_NAMES, PAGES, MainWindow
from dashboard.ui.selfbench import startup
from tests.fakes.nvml import two_gpu_machine
from tests.test_gui import pages_on_demand, quick_model_facts  # noqa: F401 - the fixtures

GIB = 1024**3
CPU = CpuInfo("Fresh CPU 7000", "AuthenticAMD", "x86_64", 8, 16, 3000.0, 4500.0, 8 * 2**20, 32 * 2**20,
              ("avx2", "fma"), 32, 1152.0, "estimate")
MEMORY = MemoryInfo(total_bytes=123 * GIB, swap_total_bytes=0, copy_bandwidth_gbps=20.0, copy_bandwidth_min_gbps=19.0,
                    copy_bandwidth_max_gbps=21.0, copy_bandwidth_repeats=5)
SOFTWARE = SoftwareInfo("Linux", "CPython 3.11", "2.5.1", "cpu", None, (), 8, ("cpu",))
pytestmark = pytest.mark.usefixtures("quick_model_facts")


class Details:
    """The inventory's slow parts, canned (no py-cpuinfo, copy or torch import), held back until ``release``."""

    def __init__(self) -> None:
        self.gate = threading.Event()

    def __call__(self) -> Iterator[CpuInfo | MemoryInfo | SoftwareInfo]:
        self.gate.wait(20)
        yield from (CPU, MEMORY, SOFTWARE)

    def release(self) -> None:
        self.gate.set()


@pytest.fixture
def details(monkeypatch) -> Iterator[Details]:
    canned = Details()
    monkeypatch.setattr(hardware_inventory, "read_details", canned)
    yield canned
    canned.release()  # a test that failed early leaves no thread waiting


@pytest.fixture
def cache(tmp_path) -> InventoryCache:
    return InventoryCache(tmp_path / "cache" / "inventory.json")


def open_window(qtbot, settings, cache: InventoryCache | None, backends=()) -> tuple[MainWindow, list[str]]:
    window = MainWindow(lambda: list(backends), settings, inventory_cache=cache)
    qtbot.addWidget(window)
    sources: list[str] = []
    window.sig_inventory_shown.connect(sources.append)
    return window, sources


def card_values(window: MainWindow) -> dict[str, str]:
    texts = window.hardware_page.cards[0].value_texts()
    return dict(zip(texts[1::2], texts[2::2], strict=False))  # title, then label/value pairs, then the live line


# ------------------------------------------------------------------------------------------------ the quick reading


def test_the_quick_cpu_reading_comes_from_proc_cpuinfo(tmp_path):
    proc = tmp_path / "cpuinfo"
    proc.write_text("processor\t: 0\nvendor_id\t: GenuineIntel\ncpu family\t: 6\n"
                    "model name\t: Intel(R) Xeon(R) Gold 6230 CPU @ 2.10GHz\ncpu MHz\t\t: 3900.000\n"
                    "flags\t\t: fpu sse4_2 avx avx2 fma avx512f\n\nprocessor\t: 1\nvendor_id\t: GenuineIntel\n")
    info = quick_cpuinfo(proc, os_name="linux")
    assert info == {"brand_raw": "Intel(R) Xeon(R) Gold 6230 CPU @ 2.10GHz", "vendor_id_raw": "GenuineIntel",
                    "family": 6, "flags": ["fpu", "sse4_2", "avx", "avx2", "fma", "avx512f"],
                    "hz_advertised": [2_100_000_000, 0]}
    cpu = read_cpu_info(info, sysfs=tmp_path)
    assert cpu.simd == ("sse4_2", "avx", "avx2", "fma", "avx512f") and cpu.fp32_flops_per_cycle_per_core == 64


def test_the_quick_reading_of_an_arm_board_and_of_no_proc_at_all(tmp_path):
    proc = tmp_path / "cpuinfo"
    proc.write_text("processor\t: 0\nBogoMIPS\t: 108.00\nFeatures\t: fp asimd evtstrm crc32 cpuid\n"
                    "CPU implementer\t: 0x41\n\nHardware\t: BCM2835\nModel\t\t: Raspberry Pi 4 Model B\n")
    info = quick_cpuinfo(proc, os_name="linux")
    assert info["brand_raw"] == "BCM2835" and "asimd" in info["flags"] and "hz_advertised" not in info
    assert quick_cpuinfo(tmp_path / "missing", os_name="linux") == {}


def test_the_quick_inventory_has_the_gpus_and_leaves_the_slow_parts_for_later():
    quick = read_quick_inventory([NvidiaBackend(two_gpu_machine())])
    assert [gpu.name for gpu in quick.gpus] == ["NVIDIA GeForce RTX 3090", "NVIDIA A100-SXM4-40GB"]
    assert quick.memory.total_bytes > 0 and quick.memory.copy_bandwidth_gbps is None
    assert quick.software.torch_version is None and quick.software.torch_devices == ("cpu",)
    whole = with_details(quick, [CPU, MEMORY, SOFTWARE])
    assert (whole.cpu, whole.memory, whole.software, whole.gpus) == (CPU, MEMORY, SOFTWARE, quick.gpus)


# ------------------------------------------------------------------------------------------------ the window


@pytest.mark.usefixtures("pages_on_demand")  # the other pages, built late: a test of their own
def test_the_cached_inventory_fills_the_first_paint_and_the_fresh_one_replaces_it(qtbot, settings, cache, details):
    cached = with_details(read_quick_inventory([]), [replace(CPU, brand="Cached CPU 9000"), MEMORY, SOFTWARE])
    assert cache.save(cached)
    window, sources = open_window(qtbot, settings, cache)
    assert window.hardware_page.inventory_source == "cache"  # before the window is shown, let alone painted
    assert card_values(window)["Model"] == "Cached CPU 9000"
    assert "last launch" in window.hardware_page.inventory_note.text()
    window.show()
    qtbot.waitUntil(lambda: window.snapshot_count >= 1, timeout=20_000)  # the quick reading came before it
    assert sources == [] and card_values(window)["Model"] == "Cached CPU 9000"  # ... and was not shown: it says less
    details.release()
    qtbot.waitUntil(lambda: window.inventory_complete, timeout=20_000)
    assert sources == ["fresh"]
    assert card_values(window)["Model"] == "Fresh CPU 7000" and window.hardware_page.inventory_note.isHidden()
    assert cache.load() == window.inventory  # for the next launch
    window.close()


def test_without_a_cache_the_quick_reading_comes_first(qtbot, settings, cache, details):
    window, sources = open_window(qtbot, settings, cache, [NvidiaBackend(two_gpu_machine())])
    assert window.hardware_page.inventory is None and not window.started
    window.show()
    qtbot.waitUntil(lambda: sources == ["quick"], timeout=20_000)
    page = window.hardware_page
    assert len(page.cards) == 3 and card_values(window)["RAM copy speed"] == measuring()
    assert "PyTorch reading…" in page.software_label.text() and "not installed" not in page.software_label.text()
    assert not window.is_built("training")  # pages other than the Hardware page wait for the fresh inventory
    details.release()
    qtbot.waitUntil(lambda: window.inventory_complete, timeout=20_000)
    assert sources == ["quick", "fresh"] and card_values(window)["Model"] == "Fresh CPU 7000"
    assert cache.load() == window.inventory
    window.close()


@pytest.mark.usefixtures("pages_on_demand")  # the other pages, built late: a test of their own
def test_a_damaged_cache_is_ignored_and_then_replaced(qtbot, settings, cache, details):
    cache.path.parent.mkdir(parents=True)
    cache.path.write_bytes(b'{"format": 1, "key": {"host": \xff\x00')
    window, sources = open_window(qtbot, settings, cache)
    assert window.hardware_page.inventory is None
    window.show()
    qtbot.waitUntil(lambda: sources == ["quick"], timeout=20_000)
    details.release()
    qtbot.waitUntil(lambda: window.inventory_complete, timeout=20_000)
    assert sources == ["quick", "fresh"] and cache.load() == window.inventory
    window.close()


def test_the_window_builds_only_the_page_it_shows_then_the_rest_with_the_windows_state_of_that_moment(
        qtbot, settings, details, monkeypatch):
    """Before the first paint only the Hardware page's cards (its plots wait for the paint too, a placeholder holds
    each other page's place); the other pages once the fresh inventory is in, each told the window's theme,
    presentation, panels and inventory of the moment it is built, and from then on like every other page."""
    from dashboard.ui.experiments.page import ExperimentsPage

    calls: dict[str, list] = {"theme": [], "presentation": [], "inventory": []}
    real = {name: getattr(ExperimentsPage, name) for name in ("apply_theme", "set_presentation", "set_inventory")}

    def spy(name: str, key: str, record):
        def method(self, *args):
            calls[key].append(record(*args))
            return real[name](self, *args)
        return method

    monkeypatch.setattr(ExperimentsPage, "apply_theme", spy("apply_theme", "theme", lambda theme: theme.name))
    monkeypatch.setattr(ExperimentsPage, "set_presentation", spy("set_presentation", "presentation",
                                                                  lambda font, line: font))
    monkeypatch.setattr(ExperimentsPage, "set_inventory", spy("set_inventory", "inventory",
                                                                lambda inventory: inventory))
    window, _ = open_window(qtbot, settings, None)
    assert [name for name in PAGE_NAMES if window.is_built(name)] == ["hardware"]
    assert not window.hardware_page.plots_built  # pyqtgraph waits for the first paint too
    assert isinstance(window.pages.widget(1), QLabel)  # a placeholder holds the Training lab's place
    window.set_theme("light")
    window.larger_text()
    window.panel_action.setChecked(False)
    window.toggle_panels()
    window.show()
    qtbot.waitUntil(lambda: window.hardware_page.plots_built, timeout=20_000)
    assert [name for name in PAGE_NAMES if window.is_built(name)] == ["hardware"]
    details.release()
    qtbot.waitUntil(lambda: all(window.is_built(name) for name in PAGE_NAMES), timeout=60_000)
    assert [window.pages.widget(i) for i in range(len(PAGES))] == window.page_list
    page = window.experiments_page
    assert calls["theme"] == ["light"]
    assert calls["presentation"] == [window.presentation.chart_font_px]
    assert page.split is not None and page.split.panel.isHidden()
    assert calls["inventory"] == [window.inventory] and window.inventory_complete
    assert page.device_memory["cpu"] == 123 * GIB  # the fresh inventory's, as the page reads it
    window.set_theme("dark")  # and from now on like every other page: restyled when it comes into view
    assert calls["theme"] == ["light"]
    window.show_page("experiments")
    assert calls["theme"] == ["light", "dark"] and calls["presentation"][-1] == window.presentation.chart_font_px
    window.set_theme("light")  # in view: at once
    assert calls["theme"] == ["light", "dark", "light"]
    window.close()


@pytest.mark.usefixtures("pages_on_demand")  # the other pages, built late: a test of their own
def test_a_page_asked_for_before_the_inventory_gets_it_when_it_comes(qtbot, settings, details):
    window, _ = open_window(qtbot, settings, None)
    window.show_page("experiments")  # built now, shown at once: never the placeholder
    assert window.is_built("experiments") and window.pages.currentWidget() is window.experiments_page
    assert window.experiments_page.device_memory.get("cpu") != 123 * GIB
    window.show()
    details.release()
    qtbot.waitUntil(lambda: window.inventory_complete, timeout=20_000)
    assert window.experiments_page.device_memory["cpu"] == 123 * GIB
    window.close()


def test_the_hardware_threads_start_only_after_the_first_paint(qtbot, settings, details):
    window, _ = open_window(qtbot, settings, None)
    at_first_paint: list[bool] = []
    window.sig_first_paint.connect(lambda: at_first_paint.append(window.started))
    window.show()
    qtbot.waitUntil(lambda: window.started, timeout=30_000)
    assert at_first_paint == [False]
    details.release()
    window.close()


def test_closing_before_the_first_paint_starts_nothing(qtbot, settings, details):
    window, _ = open_window(qtbot, settings, None)
    window.show()
    window.close()  # the paint and the zero-delay start may still be queued: they must find the window closing
    for _ in range(3):
        QApplication.processEvents()
    assert not window.started


# ------------------------------------------------------------------------------------------------ the Hardware page


def test_the_hardware_page_records_samples_before_its_plots_and_draws_them_after(qtbot):
    page = HardwarePage(defer_plots=True)
    qtbot.addWidget(page)
    page.set_interval(0.5)
    page.set_window("10 min")
    page.set_presentation(20, 3)
    inventory = read_quick_inventory([NvidiaBackend(two_gpu_machine())])
    page.set_inventory(inventory, "quick")
    sampler = Sampler([])
    for _ in range(3):
        page.on_snapshot(sampler.sample())
    sampler.close()
    assert not page.plots_built and page.history.series("cpu").size == 3
    page.show()
    page.build_plots()
    assert page.interval_box.currentData() == 0.5 and page.window_box.currentText() == "10 min"
    assert "nvidia1:power" in page.power_plot.curve_keys()  # the inventory's GPUs got their curves
    assert page.utilization_plot.minimumHeight() == 14 * 20  # the presentation given before
    page.set_inventory(replace(inventory, gpus=()), "fresh")  # a fresh reading without the GPUs
    assert not any(key.startswith("nvidia") for key in page.power_plot.curve_keys())
    assert not page.plot_grid.chart_visible(page.power_plot) and len(page.cards) == 1
    assert page.inventory_note.isHidden()


def test_a_watched_machine_is_shown_beside_this_one_each_named_by_its_host(qtbot, monkeypatch):
    """Watching a GPU server from a laptop without a GPU: both machines' cards and curves on the page, each named by
    its host; the server's samples on a time axis of their own (its clock is another); this machine's go on
    meanwhile, and stay when the server goes."""
    import platform

    monkeypatch.setattr(platform, "node", lambda: "laptop")
    page = HardwarePage()
    qtbot.addWidget(page)
    page.show()
    server_nvml = two_gpu_machine()
    laptop, server = read_quick_inventory([]), read_quick_inventory([NvidiaBackend(server_nvml)])
    here, there = Sampler([]), Sampler([NvidiaBackend(server_nvml)])
    page.set_inventory(laptop, "fresh")
    page.on_snapshot(here.sample())
    assert page.utilization_plot.legend.labels() == ["CPU"] and not page.no_gpu_card.isHidden()

    page.show_other_machine("gpu-server", server)
    titles = [card.findChild(QLabel, "cardTitle").text() for card in page.cards]
    assert titles == ["gpu-server · CPU and memory", "gpu-server · GPU 0 · NVIDIA", "gpu-server · GPU 1 · NVIDIA",
                      "laptop · CPU and memory"]
    assert page.no_gpu_card.isHidden()  # the watched machine has GPUs: the laptop's lack of one is no card
    assert "Software on gpu-server" in page.software_label.text() and "Software on laptop" in page.software_label.text()
    assert "gpu-server" in page.inventory_note.text() and "laptop" in page.inventory_note.text()
    assert page.comparison_table.columnCount() == 4  # the server's CPU against its two GPUs
    assert set(page.utilization_plot.legend.labels()) == {
        "laptop CPU", "gpu-server CPU", "gpu-server GPU 0", "gpu-server GPU 0 memory bus", "gpu-server GPU 1",
        "gpu-server GPU 1 memory bus"}
    assert page.plot_grid.chart_visible(page.power_plot)
    remote_sample = replace(there.sample(), monotonic=10.0**6)  # another machine's clock, far from this one's
    page.on_other_snapshot(remote_sample)
    page.on_snapshot(here.sample())
    assert page.other_history.series("other/nvidia1:power").size == 1 and page.history.series("cpu").size == 2
    assert page.utilization_plot.x_top() == 0.0  # each history drawn against its own newest sample
    assert "busy" in page.cards[0].live.text() and "busy" in page.cards[3].live.text()
    assert page.core_bars.getPlotItem().titleLabel.text.startswith("CPU per core: gpu-server")

    page.forget_other_machine()
    assert [card.findChild(QLabel, "cardTitle").text() for card in page.cards] == ["CPU and memory"]
    assert page.utilization_plot.legend.labels() == ["CPU"] and not page.no_gpu_card.isHidden()
    assert page.history.series("cpu").size == 2 and not page.plot_grid.chart_visible(page.power_plot)
    page.on_other_snapshot(remote_sample)  # a sample still on its way from the link let go: not drawn
    assert page.other is None
    here.close()
    there.close()


@pytest.mark.usefixtures("pages_on_demand")  # the other pages, built late: a test of their own
def test_plots_built_after_the_first_paint_take_the_room_left_not_more(qtbot, settings, details):
    window, _ = open_window(qtbot, settings, None)
    window.resize(1280, 720)
    window.show()
    details.release()
    qtbot.waitUntil(lambda: window.inventory_complete and window.hardware_page.plots_built, timeout=20_000)
    for _ in range(3):
        QApplication.processEvents()
    page = window.hardware_page
    assert page.findChild(QScrollArea).verticalScrollBar().maximum() == 0  # as when they were built before
    assert page.utilization_plot.height() < 400
    window.close()


# ------------------------------------------------------------------------------------------------ a real launch


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the offscreen platform")
def test_a_real_launch_paints_before_importing_torch_and_the_next_shows_the_cache(tmp_path):
    env = startup.launch_environment(tmp_path)
    cold = startup.launch(env)
    imported = cold["imported_at_first_paint"]
    assert not any(imported[name] for name in startup.WATCHED_MODULES if name not in ("numpy", "pyqtgraph"))
    assert cold["cards_from"] == "quick"
    assert 0 < cold["first_paint_s"] <= cold["cards_filled_s"] <= cold["complete_s"]
    assert (tmp_path / "cache" / "dl-dashboard" / "inventory.json").is_file()
    warm = startup.launch(env, whole_inventory=False)  # only its first paints are checked
    assert warm["cards_from"] == "cache" and not warm["imported_at_first_paint"]["torch"]
    assert warm["complete_s"] is None


def test_the_benchmark_reports_cold_and_warm_launches(monkeypatch):
    launches = iter([
        {"first_paint_s": 0.8, "cards_filled_s": 1.2, "cards_from": "quick", "complete_s": 4.0},
        {"first_paint_s": 0.7, "cards_filled_s": 0.7, "cards_from": "cache", "complete_s": 3.5},
        {"first_paint_s": 0.6, "cards_filled_s": 1.0, "cards_from": "quick", "complete_s": 4.2},
        {"first_paint_s": 0.9, "cards_filled_s": 0.9, "cards_from": "cache", "complete_s": 3.7},
    ])
    monkeypatch.setattr(startup, "launch", lambda env: {**next(launches), "imported_at_first_paint": {}})
    result = startup.bench_startup(2)
    cold, warm = result.figures["cold"], result.figures["warm"]
    assert cold["first_paint"] == {"median": 0.7, "best": 0.6, "all": [0.8, 0.6]}
    assert warm["cards_filled"]["best"] == 0.7 and warm["cards_from"] == ["cache", "cache"]
    assert result.figures["met"] is True and result.figures["repeats"] == 2
    assert "cold (no inventory cache): first paint 0.70 s (best 0.60)" in result.line
    assert "warm (cached inventory)" in result.line and "within" in result.line
