"""The Advisor page: for the user's model, batch and precision, which GPUs fit and how fast each would be; and how
close this machine's own devices come to their peaks.

Profiling a model (a traced training step) and the micro-benchmarks run off the GUI thread; the page only draws.
It keeps the answer it shows, so that on a change of language it says it all again (``retranslate``).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices, QShowEvent
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dashboard.advisor import process_group
from dashboard.advisor.gpu_catalog import user_catalog_path
from dashboard.advisor.gpu_reading import gpu_roofline
from dashboard.advisor.llm_words import LlmAnswer
from dashboard.advisor.measured_scaling import accuracy_note
from dashboard.advisor.session import AdviceRequest, AdvisorResult, advise_request
from dashboard.hardware.records import Inventory
from dashboard.text import counted, english, fill, translate
from dashboard.ui.advisor.bench import BenchSection
from dashboard.ui.advisor.charts import Bar, BarsPlot, RooflinePlot, RooflinePoint
from dashboard.ui.advisor.form import AdvisorForm, GpuFilterBox
from dashboard.ui.advisor.llm_form import KindBox
from dashboard.ui.advisor.llm_section import LlmSection
from dashboard.ui.advisor.page_texts import accuracy_link_text, catalogue_text
from dashboard.ui.advisor.table import GpuFilterModel, GpuTableModel
from dashboard.ui.chart import Chart, present_charts, save_widget_images, theme_plots
from dashboard.ui.experiments.reading_view import ReadingView
from dashboard.ui.exporting import export_problem, show_in_status_bar
from dashboard.ui.i18n import Texts
from dashboard.ui.layout import SplitPage, ask_folder, scrolling, wrapped_label
from dashboard.ui.page import Page
from dashboard.ui.table_fit import fit_columns_to_text
from dashboard.ui.theme import Theme
from dashboard.ui.workers import BackgroundCalls
from dashboard.units import fmt_bytes

if TYPE_CHECKING:
    from dashboard.advisor.advise import Advice
    from dashboard.advisor.measured_scaling import MeasuredSource
    from dashboard.advisor.speed import Efficiency
    from dashboard.recording.fileformat import Recording
    from dashboard.recording.timeline import Moment

GIB = 1024**3
DEBOUNCE_MS = 250


class AdvisorPage(Page):
    title = "&Advisor"
    name = "advisor"
    sig_advice = Signal(object)
    """The advice now shown (an Advice), for tests and the status bar."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: AdvisorResult | None = None
        self.inventory: Inventory | None = None
        self.recorded: Inventory | None = None
        """The machine of a recording playing: its GPUs are the highlighted ones meanwhile."""
        self._selected_name: str | None = None
        self.efficiency: Efficiency | None = None
        """Measured on a local GPU by the benchmarks (an Efficiency); None uses the documented default range."""
        self.scaled_from: MeasuredSource | None = None
        """The model's step profiled on a local GPU by the benchmarks: the GPUs' speeds scale from it while the
        form asks about that model."""
        self._kept_basis: tuple[Efficiency | None, MeasuredSource | None, AdviceRequest] | None = None
        """This machine's calibration, profiled step and form while recorded benchmarks stand in for them."""
        self._activated = False
        """Profiling costs seconds of CPU: it starts when the page is first shown, not when the app starts."""
        self._texts = Texts()
        self._calls = BackgroundCalls("advisor", parent=self)
        self._calls.sig_done.connect(self._on_advice_done)
        self._calls.sig_failed.connect(self._on_advice_failed)
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._debounce.timeout.connect(self.request_advice)
        self.split = SplitPage(self)
        self._panel = self.split.column
        self.kind = KindBox()
        self.kind.sig_changed.connect(self._on_kind_changed)
        self._panel.addWidget(self.kind)
        self.form = AdvisorForm()
        self.form.sig_changed.connect(self._schedule)
        self._panel.addWidget(self.form)
        self.llm = LlmSection(self)
        self.llm.sig_answer.connect(self._on_llm_answer)
        self.llm.form.setVisible(False)
        self._panel.addWidget(self.llm.form)
        self.filters = GpuFilterBox()
        self.filters.sig_changed.connect(self._apply_filters)
        self._panel.addWidget(self.filters)
        self._build_catalogue_box()
        self.bench = BenchSection(self.form.request, parent=self)
        self.bench.sig_started.connect(self._show_bench_tab)
        self.bench.sig_calibrated.connect(self._on_bench_calibrated)
        self.bench.sig_scaled.connect(self._on_bench_scaled)
        self.sig_advice.connect(self.bench.set_advice)  # the benchmark's time estimate names the model
        self._panel.addWidget(self.bench.box)
        self._panel.addStretch(1)
        self.content = QStackedWidget()  # the vision model's tabs, or the language model's answer
        self.content.addWidget(self._build_tabs())
        self.content.addWidget(self.llm.view)
        self.split.set_content(self.content)
        self.retranslate()

    # ------------------------------------------------------------------ building

    def _build_catalogue_box(self) -> None:
        texts = self._texts
        box = QGroupBox()
        texts.set(box.setTitle, lambda: translate("Advisor", "Catalogue"))
        column = QVBoxLayout(box)
        self.catalogue_label = wrapped_label()
        texts.set(self.catalogue_label.setText, lambda: translate("Advisor", "Reading the GPU catalogue…"))
        self.problems_label = wrapped_label("", "banner")
        self.open_file_button = QPushButton()
        texts.set(self.open_file_button.setText, lambda: translate("Advisor", "Open the folder of my GPU file"))
        texts.set(self.open_file_button.setToolTip,
                  lambda: translate("Advisor", "Add your own GPUs and prices in gpus.json there (see the README); the "
                                               "page reads it again when you change a setting"))
        self.open_file_button.clicked.connect(self._open_user_folder)
        column.addWidget(self.catalogue_label)
        column.addWidget(self.problems_label)
        column.addWidget(self.open_file_button)
        self.export_button = QPushButton()
        texts.set(self.export_button.setText, lambda: translate("Advisor", "Export…"))
        texts.set(self.export_button.setToolTip,
                  lambda: translate("Advisor", "The table as JSON (like `dl-dashboard advise --json`) and CSV, and the "
                                               "charts as PNG and SVG, into a folder"))
        self.export_button.clicked.connect(self._ask_export)
        column.addWidget(self.export_button)
        self._panel.addWidget(box)

    def _build_tabs(self) -> QTabWidget:
        self.tabs = QTabWidget()
        gpus = QWidget()
        column = QVBoxLayout(gpus)
        self.explanation_label = wrapped_label()  # the figures behind the takeaway, under "Details"
        self.explanation_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.reading_view = ReadingView(self.explanation_label)
        self._texts.set(self.reading_view.set_takeaway, lambda: translate("Advisor", "Profiling the model…"))
        self.table_model = GpuTableModel()
        self.proxy = GpuFilterModel(self.table_model)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(self.table_model.column_keys().index("samples/s"), Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        # The GPU names are the row header, which stays put when the table scrolls sideways: a frozen column.
        self.table.setColumnHidden(0, True)
        self.table.setCornerButtonEnabled(False)
        # Each column as wide as its cells, measured when they change (_fit_columns), not with Qt's ResizeToContents:
        # that measured every cell of every catalogue GPU on each layout of the page (resizing the window with this
        # page shown asked the model for 11,000 cells and took 0.23 s of CPU a step, offscreen on the 2-core VM).
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.installEventFilter(self)  # its font comes after the window's text size: fitted again then
        self.accuracy_link = wrapped_label()
        self._texts.set(self.accuracy_link.setText, partial(accuracy_link_text, None))  # no lambda: see test_cycles
        self.accuracy_link.linkActivated.connect(self.show_accuracy)
        column.addWidget(self.reading_view)
        column.addWidget(self.accuracy_link)
        column.addWidget(self.table, 1)
        self.tabs.addTab(gpus, "")

        charts = QWidget()
        row = QHBoxLayout(charts)
        self.memory_chart = BarsPlot(translate("Advisor", "Memory per GPU"), "", log_x=True)
        self.speed_chart = BarsPlot(translate("Advisor", "Estimated speed"), "")
        self.memory_chart.explain("VRAM", "weights", "optimizer state", "activations", "estimate")
        self.speed_chart.explain("estimate", "peak FLOPS", "bandwidth", "samples/s")
        row.addWidget(self.memory_chart)
        row.addWidget(self.speed_chart)
        self.tabs.addTab(scrolling(charts), "")  # one bar per GPU: taller than a small window

        selected = QWidget()
        column = QVBoxLayout(selected)
        self.selected_label = wrapped_label()
        self.selected_roofline = RooflinePlot()
        column.addWidget(self.selected_label)
        column.addWidget(self.selected_roofline, 1)
        self.tabs.addTab(selected, "")
        self.table.selectionModel().currentRowChanged.connect(self._on_table_row_changed)
        self.tabs.addTab(self.bench.tab, "")

        return self.tabs

    @Slot()
    def show_accuracy(self) -> QMessageBox:
        """How good the speed estimates are (``accuracy_note``), in a window that does not block the page."""
        box = QMessageBox(QMessageBox.Icon.Information, translate("Advisor", "How good is this estimate?"),
                          accuracy_note(), QMessageBox.StandardButton.Close, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    def retranslate(self) -> None:
        """Every text again in the reader's language, the answer shown made again from the numbers kept."""
        self._texts.apply()
        for index, name in enumerate((translate("Advisor", "GPUs"), translate("Advisor", "Charts"),
                                      translate("Advisor", "Selected GPU"), translate("Advisor", "Measured vs peak"))):
            self.tabs.setTabText(index, name)
        self.memory_chart.set_title(translate("Advisor", "Memory per GPU"))
        self.memory_chart.set_axis_labels(bottom=translate("Advisor", "GiB, log scale (dashed: what the model needs)"))
        self.speed_chart.set_title(translate("Advisor", "Estimated speed"))
        self.speed_chart.set_axis_labels(bottom=translate("Advisor", "samples/s (whiskers: the range)"))
        self.table_model.retranslate()
        self._fit_columns()
        self._draw_charts()
        if self.result is not None and self._selected_name is not None:
            self.show_gpu(self._selected_name)
        else:
            self.selected_roofline.set_texts()
            self.selected_label.setText(translate("Advisor", "Select a GPU in the table to see where this model sits "
                                                             "on its roofline."))
        self.bench.retranslate()
        if self.result is not None and self.result.problems:
            self._schedule()  # the catalogue's problems were put in words with the answer: ask again
        self.llm.retranslate()

    # ------------------------------------------------------------------ a language model

    @Slot()
    def _on_kind_changed(self) -> None:
        """The vision form, filters and benchmarks, or the language model's form, with their answers."""
        llm = self.llm.active = self.kind.kind == "llm"
        for widget in (self.form, self.filters, self.bench.box):
            widget.setVisible(not llm)
        self.llm.form.setVisible(llm)
        self.content.setCurrentWidget(self.llm.view if llm else self.tabs)
        self.llm.request()

    @Slot(object)
    def _on_llm_answer(self, answer: LlmAnswer) -> None:
        """The catalogue line says the catalogue the language model was set against (the page may have opened on
        it: it said "Reading the GPU catalogue…" for good)."""
        self._texts.set(self.catalogue_label.setText, lambda: catalogue_text(
            len(answer.rows), answer.user_added, user_catalog_path()))

    # ------------------------------------------------------------------ inputs

    def set_inventory(self, inventory: Inventory) -> None:
        """The detected GPUs get highlighted; the benchmarks know each device and its peaks."""
        self.inventory = self.bench.inventory = inventory
        self.bench.set_devices(inventory.software.torch_devices)
        self._schedule()

    def show_recorded_machine(self, inventory: Inventory | None) -> None:
        """The recorded machine's GPUs are highlighted while its recording plays; the benchmarks stay this
        machine's (they measure here)."""
        if inventory is not self.recorded:
            self.recorded = inventory
            self._schedule()

    def is_running(self) -> bool:
        return self.bench.is_running()

    def recording_source(self) -> Recording | None:
        """The benchmarks last run here, as a recording."""
        return None if self.bench.replaying else self.bench.recording

    def begin_replay(self, recording: Recording) -> bool:
        """Recorded benchmarks play into the Measured vs peak tab; the model's step they recorded (a calibration, a
        profile) is what the speeds stand on meanwhile, and this machine's own is given back after."""
        if not self.bench.begin_replay(recording):
            return False
        if self._kept_basis is None:  # not again when a seek starts the replay over
            self._kept_basis = self.efficiency, self.scaled_from, self.form.request()
        self.efficiency = self.scaled_from = None
        self.tabs.setCurrentWidget(self.bench.tab)
        self._schedule()
        return True

    def replay(self, moments: list[Moment]) -> None:
        self.bench.replay(moments)

    def end_replay(self) -> None:
        self.bench.end_replay()
        if self._kept_basis is not None:
            (self.efficiency, self.scaled_from, request), self._kept_basis = self._kept_basis, None
            self.form.show_request(request)
            self._schedule()

    @property
    def advice(self) -> Advice | None:
        """The advice shown, or None before the first answer."""
        return self.result.advice if self.result is not None else None

    @Slot()
    def _show_bench_tab(self) -> None:
        self.tabs.setCurrentWidget(self.bench.tab)

    @Slot(object)
    def _on_bench_calibrated(self, efficiency: Efficiency) -> None:
        self.efficiency = efficiency  # every GPU's estimate now scales from what a local GPU really reached
        self._debounce.start()  # a profiled step follows at once on a GPU: one advice for both

    @Slot(object)
    def _on_bench_scaled(self, source: MeasuredSource) -> None:
        self.scaled_from = source  # each GPU's speed scaled per operator from the step profiled on a local one
        if source.recorded:  # the table asks about the recorded model, so the speeds scale from its step
            self.form.show_request(source.request)
        self._debounce.start()

    def _schedule(self) -> None:
        if self._activated:
            self._debounce.start()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not self._activated:
            self._activated = True
            self.request_advice()

    @Slot()
    def request_advice(self) -> None:
        """Profile and advise in the background; only the latest request's answer is shown. A model file runs only
        as the person allowed it: one changed since is asked about again, and taken off the list if refused."""
        self._debounce.stop()
        if self.form.asking:  # a request came while the question is on show: it comes again after
            self._debounce.start()
            return
        request: AdviceRequest = self.form.request()
        if request.model_file is not None and not self.form.allowed_to_run(request.model_file.path):
            self.form.forget_model_file(request.model)
            return
        self._texts.set(self.reading_view.set_takeaway,
                        lambda: fill(translate("Advisor", "Profiling {model} (a traced training step)…"),
                                     model=request.model))
        self._texts.clear(self.reading_view.set_details)  # the last answer's figures are not this one's
        machine = self.recorded or self.inventory
        detected = tuple(machine.gpus) if machine else ()
        self._calls.submit(partial(advise_request, request, detected, self.efficiency, self.scaled_from))

    @Slot(int, object)
    def _on_advice_done(self, ticket: int, result: AdvisorResult) -> None:
        if ticket != self._calls.latest_ticket:
            return  # a newer question is on its way
        self.result = result
        self.table_model.set_rows(list(result.advice.gpus), dict(result.specs), result.advice.precision,
                                  set(result.detected))
        self.table.setColumnHidden(0, True)  # a model reset shows every column again
        self.filters.set_memory_types(sorted({row.memory_type for row in self.table_model.rows}))
        self._texts.set(self.reading_view.set_takeaway, lambda: result.takeaway)  # properties, made anew
        self._texts.set(self.reading_view.set_details, lambda: result.explanation)
        self._texts.set(self.accuracy_link.setText, partial(accuracy_link_text, result.advice.efficiency))
        recorded = self.recorded is not None
        self._texts.set(self.catalogue_label.setText, lambda: catalogue_text(
            len(result.advice.gpus), result.user_added, result.user_file, result.detected, recorded))
        self.problems_label.setText("<br>".join(result.problems))
        self.problems_label.setVisible(bool(result.problems))
        self._apply_filters()
        self._select(self._selected_name or next(iter(sorted(result.detected)), None))
        self.sig_advice.emit(result.advice)

    @Slot(int, str)
    def _on_advice_failed(self, ticket: int, message: str) -> None:
        if ticket == self._calls.latest_ticket:
            self._texts.set(self.reading_view.set_takeaway,
                            lambda: fill(translate("Advisor", "Could not estimate this model: {reason}"),
                                         reason=message))
            self._texts.clear(self.reading_view.set_details)

    @Slot()
    def _apply_filters(self) -> None:
        self.proxy.set_filters(self.filters.filters())
        self._fit_columns()
        self._draw_charts()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """The table's text size changed (presenter mode entered on this page: the columns were fitted to the old
        size, cutting "180 GB HBM3e" to "180 GB …"): fitted again to the new one."""
        if watched is self.table and event.type() == QEvent.Type.FontChange:
            self._fit_columns()
        return False

    def _fit_columns(self) -> None:
        """Every column as wide as its widest cell and header: after new rows, another language or text size. The
        last one stretches to the table's edge, as before."""
        fit_columns_to_text(self.table)

    def _draw_charts(self) -> None:
        if self.advice is None:
            return
        rows = self.proxy.visible_rows()
        detected = self.table_model.detected
        need = self.advice.estimate.total_bytes / GIB
        self.memory_chart.set_bars([Bar(r.name, r.memory_gb * 1e9 / GIB, good=r.fits, highlighted=r.name in detected)
                                    for r in sorted(rows, key=lambda r: -r.memory_gb)],
                                   need, fill(translate("Advisor", "needed at batch {batch}: {memory}"),
                                              batch=self.advice.batch_size, memory=fmt_bytes(need * GIB)))
        rated = sorted(((r, r.est_samples_per_second) for r in rows if r.est_samples_per_second),
                       key=lambda pair: -pair[1])
        bars = []
        for row, rate in rated:
            low, high = row.est_samples_per_second_range or (None, None)
            bars.append(Bar(row.name, rate, low, high, good=row.fits, highlighted=row.name in detected))
        self.speed_chart.set_bars(bars)

    def _select(self, name: str | None) -> None:
        """Make ``name`` the table's current row (the first row when it is None or filtered out)."""
        rows = self.proxy.visible_rows()
        if not rows:
            return
        position = next((i for i, row in enumerate(rows) if row.name == name), 0)
        self.table.setCurrentIndex(self.proxy.index(position, 1))  # column 0 (the name) is the row header
        self.show_gpu(rows[position].name)

    @Slot()
    def _on_table_row_changed(self) -> None:
        index = self.table.currentIndex()
        if index.isValid():
            self.show_gpu(self.table_model.rows[self.proxy.mapToSource(index).row()].name)

    def show_gpu(self, name: str) -> None:
        """This GPU's roofline with the model placed at its intensity and estimated speed, and in words why."""
        if self.result is None:
            return
        self._selected_name = name
        advice = self.result.advice
        view = gpu_roofline(advice, self.result.specs[name])
        points = [] if view.estimated_tflops is None else [
            RooflinePoint(fill(translate("Advisor", "{model}, batch {batch} (estimate)"), model=advice.profile.model,
                               batch=advice.batch_size), view.intensity, view.estimated_tflops, measured=False)]
        self.selected_roofline.set_texts(fill(translate("Advisor", "{gpu}: roofline"), gpu=name))
        self.selected_roofline.set_roofline(list(view.roofs), view.bandwidth_gbps, points, "TFLOPS")
        self.selected_label.setText(view.reading)

    def _open_user_folder(self) -> None:
        if self.result is not None:
            folder = self.result.user_file.parent
            folder.mkdir(parents=True, exist_ok=True)
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    # ------------------------------------------------------------------ lifecycle

    def _ask_export(self) -> None:
        folder = ask_folder(self, translate("Advisor", "Export the advice to a folder"))
        if folder is None:
            return
        try:
            written = self.export(folder)
        except OSError as err:
            show_in_status_bar(self, export_problem(err, folder))
            return
        exported = counted(len(written), translate("Advisor", "Exported %Ln file(s) to {folder}", None, 1))
        show_in_status_bar(self, fill(exported, folder=folder))

    def ask_export(self) -> bool:
        self._ask_export()
        return True

    def export(self, folder: Path) -> list[Path]:
        """The advice as JSON (the same document as `advise --json`) and CSV, and the charts as PNG and SVG."""
        folder.mkdir(parents=True, exist_ok=True)
        if self.llm.active:
            return self.llm.export(folder)
        with english():  # files are read by tools and other people: English whatever the window shows
            written = self.result.export(folder) if self.result is not None else []
        for widget, name in ((self.memory_chart, "advisor-memory"), (self.speed_chart, "advisor-throughput"),
                             (self.bench.roofline, "roofline")):
            written += save_widget_images(widget, folder, name)
        return written

    def shutdown(self, timeout_ms: int = 15_000) -> bool:
        self._debounce.stop()
        process_group.stop_all()  # a model file being traced, with whatever it started: its answer is not needed
        stopped = self._calls.stop(timeout_ms) & self.llm.shutdown(timeout_ms)
        return self.bench.shutdown(timeout_ms) and stopped

    @property
    def charts(self) -> list[Chart]:
        return [self.memory_chart, self.speed_chart, self.bench.roofline, self.selected_roofline]

    def apply_theme(self, chosen: Theme) -> None:
        theme_plots(self.charts, chosen)

    def set_presentation(self, font_px: int, line_px: int) -> None:
        present_charts(self.charts, font_px, line_px)
        self.reading_view.set_font_px(font_px)
        self.llm.set_font_px(font_px)
