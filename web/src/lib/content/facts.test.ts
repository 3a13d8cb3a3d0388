// Facts that more than one page tells a citizen are written in one place of content/ and read
// from there: a text elsewhere that writes one again, with another value, fails here.
//
// - Hours: the office hours are the contact page's (info/contact.json `hours.open`), the help
//   desk's hours the site's (site.json `helpDeskHours`, which other texts name as
//   `{helpDeskHours}`). No other text writes a time of day.
// - Zones: there are four kinds, each counted where it is kept, and every text that gives a
//   count of one must give that count: the corporation's zones (directory/wards.json `zones`),
//   its zone offices (info/contact.json `zones`), the sanitation zones (the Sanitation
//   department's lines on the contact page) and the outsourcing agency's zones (its staff in
//   directory/people.json); and the wards (directory/wards.json `wards`).
import { describe, expect, it } from "vitest";

const files = import.meta.glob<unknown>("../../../../content/**/*.json", { eager: true, import: "default" });
const ROOT = "../../../../content/";

/** Every text of every content file and catalog, with where it is (`site.json helpDeskHours.en`). */
function texts(): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === "string") found.push({ where, text: value });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}.${index}`));
    else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) walk(item, where.endsWith(" ") ? `${where}${key}` : `${where}.${key}`);
    }
  };
  for (const [path, data] of Object.entries(files)) walk(data, `${path.slice(ROOT.length)} `);
  return found;
}

const file = <T,>(name: string): T => files[`${ROOT}${name}`] as T;

describe("hours", () => {
  /** The one place of each: where a time of day may be written. */
  const PLACES: Record<string, string> = {
    "info/contact.json hours.open": "office hours",
    "site.json helpDeskHours": "help desk hours",
  };
  const TIME = /\b\d{1,2}:\d{2}\s?(?:AM|PM)\b|\d{1,2}:\d{2}\s?बजे/i;

  const inPlace = (where: string) => Object.keys(PLACES).some((place) => where.startsWith(`${place}.`));
  /** The texts among `all` that write hours outside their places. */
  const elsewhere = (all: { where: string; text: string }[]) => all.filter(({ where, text }) => TIME.test(text) && !inPlace(where));

  it("are written only in their one place each", () => {
    const written = texts().filter(({ text }) => TIME.test(text));
    const sources = Object.keys(PLACES).map((place) => `${PLACES[place]}: ${place}`).join("; ");
    expect(
      elsewhere(written).map(({ where, text }) => `${where}: "${text}" (read the hours from their one place: ${sources})`),
    ).toEqual([]);
    // Each place holds its fact in both languages.
    for (const place of Object.keys(PLACES)) {
      expect(written.filter(({ where }) => where.startsWith(`${place}.`)).map(({ where }) => where).sort()).toEqual([
        `${place}.en`,
        `${place}.hi`,
      ]);
    }
  });

  it("fail a page that writes them again, under the same name or another", () => {
    const again = [
      { where: "info/faq.json help.text.en", text: "We answer Monday to Friday, 10:00 AM to 6:00 PM." },
      { where: "info/faq.json help.text.hi", text: "हम सोमवार से शुक्रवार, सुबह 10:00 बजे से शाम 6:00 बजे तक उत्तर देते हैं।" },
      { where: "site.json helpDeskHours.en", text: "Monday to Friday, 9:00 AM to 6:00 PM" },
    ];
    expect(elsewhere(again).map(({ where }) => where)).toEqual(["info/faq.json help.text.en", "info/faq.json help.text.hi"]);
  });

  it("name the help desk's hours rather than write them", () => {
    const guidelines = texts().filter(({ where }) => where.startsWith("info/user-guidelines.json sections"));
    expect(guidelines.some(({ text }) => text.includes("{helpDeskHours}"))).toBe(true);
  });
});

describe("zones and wards", () => {
  interface Wards {
    zones: unknown[];
    wards: unknown[];
  }
  interface Contact {
    zones: unknown[];
    departments: { id: string; phones: unknown[] }[];
  }
  const wards = file<Wards>("directory/wards.json");
  const contact = file<Contact>("info/contact.json");
  const people = file<{ directory: string; zone?: number }[]>("directory/people.json");

  /** How many there are of each kind, counted where it is kept. */
  const COUNTS: Record<string, number> = {
    zones: wards.zones.length,
    "zone offices": contact.zones.length,
    "sanitation zones": contact.departments.find((d) => d.id === "sanitation")!.phones.length,
    "agency zones": new Set(people.filter((p) => p.directory === "outsource-employee").map((p) => p.zone)).size,
    wards: wards.wards.length,
  };

  const NUMBERS: Record<string, number> = {
    one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
    एक: 1, दो: 2, तीन: 3, तीनों: 3, चार: 4, चारों: 4, पाँच: 5, पांच: 5, पाँचों: 5, छह: 6, सात: 7, आठ: 8, नौ: 9, दस: 10,
  };
  const count = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBERS[word.toLowerCase()]);
  const ZONE = "(?:ज़|ज़|ज)ोन";
  /** A count and the words that say what of, in each language, the longest name first. */
  const STATEMENTS: [RegExp, (noun: string) => string][] = [
    [
      /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(sanitation zones|agency zones|zone offices|zones|wards)\b/gi,
      (noun) => noun.toLowerCase(),
    ],
    [
      new RegExp(
        `(?<![\\p{L}\\p{M}])(\\d+|${Object.keys(NUMBERS).filter((w) => !/^[a-z]/.test(w)).join("|")})\\s+(स्वच्छता ${ZONE}|एजेंसी ${ZONE}|${ZONE} कार्यालय|${ZONE}|वार्ड)`,
        "gu",
      ),
      (noun) =>
        noun.startsWith("स्वच्छता")
          ? "sanitation zones"
          : noun.startsWith("एजेंसी")
            ? "agency zones"
            : noun.endsWith("कार्यालय")
              ? "zone offices"
              : noun === "वार्ड"
                ? "wards"
                : "zones",
    ],
  ];

  /** The counts `text` gives: how many (`says`) of what. */
  function countsIn(text: string): { what: string; says: number }[] {
    return STATEMENTS.flatMap(([pattern, what]) =>
      [...text.matchAll(pattern)].map((match) => ({ what: what(match[2]), says: count(match[1]) })),
    );
  }

  function statements() {
    return texts().flatMap(({ where, text }) => countsIn(text).map((found) => ({ where, text, ...found })));
  }

  it("are counted as they are kept wherever a text gives their number", () => {
    const wrong = statements().filter(({ what, says }) => says !== COUNTS[what]);
    expect(
      wrong.map(({ where, text, what, says }) => `${where}: "${text}" says ${says} ${what}, where they are kept there are ${COUNTS[what]}`),
    ).toEqual([]);
  });

  it("finds the texts that count them", () => {
    const found = statements();
    // The commissioner's jurisdiction: 45 wards in three zones, in both languages.
    expect(found.filter(({ where }) => where.startsWith("profiles.json")).map(({ what, says }) => `${says} ${what}`).sort()).toEqual([
      "3 zones",
      "3 zones",
      "45 wards",
      "45 wards",
    ]);
    expect(COUNTS).toEqual({ zones: 3, "zone offices": 4, "sanitation zones": 5, "agency zones": 9, wards: 45 });
  });

  it("tell the kinds of zones apart, and fail a text that counts one with another's number", () => {
    expect(countsIn("45 wards in four zones, with 5 zone offices")).toEqual([
      { what: "wards", says: 45 },
      { what: "zones", says: 4 },
      { what: "zone offices", says: 5 },
    ]);
    expect(countsIn("एजेंसी के 9 एजेंसी ज़ोन, पाँच स्वच्छता ज़ोन और चार ज़ोन कार्यालय; तीनों ज़ोन की सड़कें")).toEqual([
      { what: "agency zones", says: 9 },
      { what: "sanitation zones", says: 5 },
      { what: "zone offices", says: 4 },
      { what: "zones", says: 3 },
    ]);
    const wrong = countsIn("45 wards in four zones").filter(({ what, says }) => says !== COUNTS[what]);
    expect(wrong).toEqual([{ what: "zones", says: 4 }]);
  });
});
