import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import serverTexts from "../../generated/person-search-texts.json";
import { testContent } from "../../test/content";
import { contentKey, type List } from "../content/store";
import { indexOf, loadAllPeople, loadDirectory, loadShared } from "./load";
import { DIRECTORY_IDS, searchRecord, type Person } from "./people";

const COUNTS = {
  "smc-officer": 79,
  "smc-employee": 136,
  "ward-officer": 45,
  corporators: 45,
  "outsource-employee": 9,
} as const;

describe("directory loaders", () => {
  it("give every row of each directory, in the order of its file", async () => {
    for (const [id, count] of Object.entries(COUNTS)) {
      const people = await loadDirectory(testContent(), id as keyof typeof COUNTS);
      expect(people, id).toHaveLength(count);
      expect(people.every((p) => p.directory === id)).toBe(true);
    }
    const staff = await loadDirectory(testContent(), "smc-officer");
    expect(staff.map((p) => p.serial)).toEqual(staff.map((_, i) => i + 1));
    const wardOfficers = await loadDirectory(testContent(), "ward-officer");
    expect(wardOfficers.map((p) => p.ward?.number)).toEqual(wardOfficers.map((_, i) => i + 1));
  });

  it("splits the zone officers into the three zones, with their wards", async () => {
    const officers = await loadDirectory(testContent(), "zone-officer");
    expect(new Set(officers.map((p) => p.zone?.number))).toEqual(new Set([1, 2, 3]));
    const { wards } = await loadShared(testContent());
    for (const officer of officers) {
      expect(officer.wards?.length).toBeGreaterThan(0);
      for (const ward of officer.wards ?? []) {
        expect(ward.zone).toBe(officer.zone?.number);
        expect(wards.wards).toContain(ward);
      }
    }
  });

  it("resolve designations, parties, wards and zones in both languages", async () => {
    const [corporator] = await loadDirectory(testContent(), "corporators");
    expect(corporator.party?.short.en).toBeTruthy();
    expect(corporator.role).toBe(corporator.party?.name);
    expect(corporator.ward?.name.hi).toMatch(/[\u0900-\u097F]/);
    expect(corporator.zone?.name?.en).toBeTruthy();
    const [outsourced] = await loadDirectory(testContent(), "outsource-employee");
    expect(outsourced.designation?.name.hi).toMatch(/[\u0900-\u097F]/);
    expect(outsourced.zone).toEqual({ number: 1 });
  });

  it("load everyone for the site-wide search: one row per mobile number, once per file", async () => {
    const everyone = await loadAllPeople(testContent());
    expect(everyone).toHaveLength(79 + 136 + 45 + 45 + 9 + (await loadDirectory(testContent(), "zone-officer")).length);
    expect(new Set(everyone.map((p) => p.id)).size).toBe(everyone.length);
    expect([...new Set(everyone.map((p) => p.directory))]).toEqual(DIRECTORY_IDS);
    expect(await loadDirectory(testContent(), "corporators")).toBe(await loadDirectory(testContent(), "corporators"));
  });

  it("are made again from newer lists put in place of those shown, and reused until then", async () => {
    const before = await loadDirectory(testContent(), "smc-officer");
    expect(await loadDirectory(testContent(), "smc-officer")).toBe(before);
    const key = contentKey("people", { directory: "smc-officer" });
    const list = testContent().now(key) as List<"people">;
    const [first, ...rest] = list.items;
    const times = testContent().timesReplaced();
    testContent().replace({ [key]: { items: [{ ...first, mobile: "7000000399" }, ...rest] } });
    expect(testContent().timesReplaced()).toBe(times + 1);
    const after = await loadDirectory(testContent(), "smc-officer");
    expect(after).not.toBe(before);
    expect(after[0].mobile).toBe("7000000399");
    expect(before[0].mobile).not.toBe("7000000399");
    expect(await loadDirectory(testContent(), "smc-officer")).toBe(after);
  });

  it("keeps the records given only in Devanagari", async () => {
    const everyone = await loadAllPeople(testContent());
    const onlyHindi = everyone.filter((p) => !p.name.en);
    expect(onlyHindi.length).toBeGreaterThanOrEqual(5);
    for (const p of onlyHindi) expect(p.name.hi).toMatch(/[\u0900-\u097F]/);
  });

  it("give a name given only in Devanagari its reading in Latin letters, and no other name one", async () => {
    const everyone = await loadAllPeople(testContent());
    const readings = Object.fromEntries(everyone.filter((p) => !p.name.en).map((p) => [p.name.hi, p.name.reading]));
    expect(readings).toEqual({
      "सुरेश कुमार शर्मा": "Suresh Kumar Sharma",
      "राजेन्द्र प्रसाद श्रीवास्तव": "Rajendra Prasad Shrivastav",
      "सुनीता पाण्डेय": "Sunita Pandey",
      "रामसजीवन सिंह": "Ramsajivan Singh",
      "उमाशंकर द्विवेदी": "Umashankar Dvivedi",
      "सलीम ख़ान": "Salim Khan",
      "ममता श्रीवास्तव": "Mamta Shrivastav",
      "रामनरेश सिंह": "Ramnaresh Singh",
      "भोला प्रसाद तिवारी": "Bhola Prasad Tivari",
    });
    expect(everyone.filter((p) => p.name.en && p.name.reading)).toEqual([]);
  });
});

describe("searchRecord", () => {
  it("gives a corporator's name, party, ward and zone in both scripts, the phone and the facets", async () => {
    const corporator = (await loadDirectory(testContent(), "corporators"))[13];
    const record = searchRecord(corporator);
    const { name, party, ward, zone } = corporator as Required<Person>;
    expect(record.text).toEqual(
      expect.arrayContaining([
        name.hi,
        party.short.en,
        party.short.hi,
        party.name.en,
        party.name.hi,
        ward.name.en,
        ward.name.hi,
        "14",
        zone.name!.en,
        zone.name!.hi,
      ]),
    );
    expect(record.phones).toEqual([corporator.mobile]);
    expect(record.facets).toEqual(["directory=corporators", `zone=${zone.number}`, "ward=14", `party=${party.id}`]);
  });

  it("gives a zone officer every ward, and leaves out the missing English name", async () => {
    const officer = (await loadDirectory(testContent(), "zone-officer")).find((p) => !p.name.en)!;
    const record = searchRecord(officer);
    expect(record.text).not.toContain(undefined);
    expect(record.text[0]).toBe(officer.name.hi);
    expect(record.facets).toContain(`designation=${officer.designation!.id}`);
    for (const ward of officer.wards!) expect(record.facets).toContain(`ward=${ward.number}`);
  });
});

describe("indexOf", () => {
  it("builds one index per list and finds a row by its mobile number and by filter", async () => {
    const people = await loadDirectory(testContent(), "ward-officer");
    const index = indexOf(people);
    expect(indexOf(people)).toBe(index);
    expect(index.size).toBe(45);
    expect(index.search(people[20].mobile)).toEqual([20]);
    expect(index.search("", ["ward=7"])).toEqual([6]);
    expect(index.search("")).toHaveLength(45);
  });
});

describe("a person's search words", () => {
  // The site search in the server indexes each person with the words a directory page indexes
  // here (server/src/search/entries.rs writes its digests to the generated file): a person is
  // found by the same words on a directory page and in the site search.
  it("are the server's, for every person of the seed", async () => {
    const people = await loadAllPeople(testContent());
    const digests = Object.fromEntries(
      people.map((person) => [
        person.mobile,
        createHash("sha256").update(searchRecord(person).text.join("\n")).digest("hex").slice(0, 16),
      ]),
    );
    expect(digests).toEqual(serverTexts);
  });
});
