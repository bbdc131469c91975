/**
 * Counters and histograms for the metrics every request records, held in plain numbers and
 * written in the Prometheus text format (0.0.4) beside prom-client's registry. prom-client checks
 * and hashes the label values, allocates, and looks the bucket up by a number turned into a
 * string on every observation; here a caller finds its series once and keeps it, and an
 * observation is a short loop over the buckets.
 */

/** Label values as the text format wants them: backslash, double quote and newline escaped. */
const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

/** Numbers as prom-client writes them. */
function valueText(value: number): string {
  if (Number.isNaN(value)) return 'Nan';
  if (!Number.isFinite(value)) return value < 0 ? '-Inf' : '+Inf';
  return String(value);
}

abstract class Family<S> {
  private readonly series = new Map<string, { labels: string; series: S }>();

  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly type: 'counter' | 'histogram',
    private readonly labelNames: readonly string[],
  ) {}

  /** The series of these label values (in the order of the label names), made on first use. */
  of(...values: string[]): S {
    const key = values.join('\u0000');
    let found = this.series.get(key);
    if (found === undefined) {
      if (values.length !== this.labelNames.length) throw new Error(`${this.name} wants ${this.labelNames.length} label values`);
      const labels = this.labelNames.map((name, index) => `${name}="${escapeLabel(values[index] as string)}"`).join(',');
      found = { labels, series: this.create() };
      this.series.set(key, found);
    }
    return found.series;
  }

  /** The family in the Prometheus text format, without a trailing newline. */
  text(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} ${this.type}`];
    for (const { labels, series } of this.series.values()) this.write(lines, labels, series);
    return lines.join('\n');
  }

  protected abstract create(): S;
  protected abstract write(lines: string[], labels: string, series: S): void;
}

export class CounterSeries {
  value = 0;

  inc(): void {
    this.value += 1;
  }
}

export class CounterFamily extends Family<CounterSeries> {
  constructor(name: string, help: string, labelNames: readonly string[]) {
    super(name, help, 'counter', labelNames);
  }

  protected create() {
    return new CounterSeries();
  }

  protected write(lines: string[], labels: string, series: CounterSeries) {
    lines.push(`${this.name}{${labels}} ${valueText(series.value)}`);
  }
}

export class HistogramSeries {
  /** Observations per bucket, not cumulative; the last counts those above every bound. */
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(private readonly bounds: readonly number[]) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    const bounds = this.bounds;
    let index = 0;
    while (index < bounds.length && value > (bounds[index] as number)) index += 1;
    this.counts[index] = (this.counts[index] as number) + 1;
    this.sum += value;
    this.count += 1;
  }
}

export class HistogramFamily extends Family<HistogramSeries> {
  constructor(
    name: string,
    help: string,
    labelNames: readonly string[],
    private readonly bounds: readonly number[],
  ) {
    super(name, help, 'histogram', labelNames);
    if (bounds.some((bound, index) => index > 0 && bound <= (bounds[index - 1] as number)))
      throw new Error(`${name}: bounds must increase`);
  }

  protected create() {
    return new HistogramSeries(this.bounds);
  }

  protected write(lines: string[], labels: string, series: HistogramSeries) {
    let cumulative = 0;
    this.bounds.forEach((bound, index) => {
      cumulative += series.counts[index] as number;
      lines.push(`${this.name}_bucket{le="${valueText(bound)}",${labels}} ${valueText(cumulative)}`);
    });
    lines.push(`${this.name}_bucket{le="+Inf",${labels}} ${valueText(series.count)}`);
    lines.push(`${this.name}_sum{${labels}} ${valueText(series.sum)}`);
    lines.push(`${this.name}_count{${labels}} ${valueText(series.count)}`);
  }
}
