// Preloaded into a spawned server (NODE_OPTIONS=--import) to run its clock from TEST_CLOCK_START on, ticking in
// real time: what vi.useFakeTimers({ toFake: ["Date"] }) does in-process, for a journey that needs the server at a
// given hour (outside business hours). Timers are untouched.
const start = Date.parse(process.env.TEST_CLOCK_START ?? "");
if (!Number.isNaN(start)) {
  const RealDate = Date;
  const offset = start - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
