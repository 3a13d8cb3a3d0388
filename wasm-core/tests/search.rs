//! The search engine against a table of queries over a small directory written in both scripts,
//! some names only in Devanagari and some only in Latin letters, with the spelling variants
//! of real lists: what each query must find, in which order, and what it must not find.

use wasm_core::search::{Index, Roman, fold_word};

/// (text fields, phone, facets) of each record; the record's number is its position.
const PEOPLE: &[(&[&str], &str, &[&str])] = &[
    /* 0 */
    (
        &[
            "Ramesh Sharma",
            "रमेश शर्मा",
            "Assistant Engineer",
            "सहायक यंत्री",
            "Ward 2",
        ],
        "7000000301",
        &["zone=1", "designation=ae"],
    ),
    /* 1 */
    (
        &["श्यामलाल शर्मा", "Clerk", "लिपिक"],
        "7000000302",
        &["zone=2", "designation=clerk"],
    ),
    /* 2 */
    (
        &["Anita Srivastava", "Accountant", "लेखापाल"],
        "7000000303",
        &["zone=1"],
    ),
    /* 3 */
    (
        &["जगदीश प्रसाद श्रीवास्तव", "Revenue Inspector", "राजस्व निरीक्षक"],
        "7000000304",
        &["zone=3"],
    ),
    /* 4 */
    (
        &[
            "Vikram Singh",
            "विक्रम सिंह",
            "Sub Engineer",
            "उपयंत्री",
            "Ward 12",
        ],
        "7000000305",
        &["zone=2", "party=bjp"],
    ),
    /* 5 */
    (
        &["Rohit Sinha", "रोहित सिन्हा", "Computer Operator"],
        "7000000306",
        &["zone=3"],
    ),
    /* 6 */
    (&["Sunita Sen", "Peon", "भृत्य"], "7000000307", &["zone=1"]),
    /* 7 */
    (
        &["Mohd. Zaheer Khan", "मो. ज़हीर ख़ान", "Driver", "वाहन चालक"],
        "7000000308",
        &["zone=2"],
    ),
    /* 8 */
    (&["सलीम खान"], "7000000309", &["zone=3"]),
    /* 9 */
    (&["Rajiv Khanna"], "7000000310", &["zone=1"]),
    /* 10 */
    (&["Pooja Tiwary", "पूजा तिवारी"], "7000000311", &["zone=1"]),
    /* 11 */
    (
        &["Neeraj Tiwari", "नीरज तिवारी", "Ward 21"],
        "7000000312",
        &["zone=2"],
    ),
    /* 12 */
    (&["Rakesh Pandey", "राकेश पाण्डेय"], "7000000313", &["zone=3"]),
    /* 13 */
    (&["सुरेश पांडेय"], "7000000314", &["zone=1"]),
    /* 14 */
    (
        &["Kamla Chaurasia", "कमला चौरसिया"],
        "7000000315",
        &["zone=2"],
    ),
    /* 15 */
    (&["Deepak Chourasiya"], "7000000316", &["zone=3"]),
    /* 16 */
    (
        &["Mahesh Agrawal", "महेश अग्रवाल"],
        "7000000317",
        &["zone=1", "party=inc"],
    ),
    /* 17 */
    (&["Sanjay Aggarwal"], "7000000318", &["zone=2"]),
    /* 18 */
    (
        &["Priya Verma", "प्रिया वर्मा"],
        "7000000319",
        &["zone=3", "party=bjp"],
    ),
    /* 19 */
    (&["Manoj Mishra", "मनोज मिश्रा"], "7000000320", &["zone=1"]),
    /* 20 */
    (&["Kavita Mehra"], "7000000321", &["zone=2"]),
    /* 21 */
    (
        &["Ram Chandra Dwivedi", "रामचन्द्र द्विवेदी"],
        "7000000322",
        &["zone=3"],
    ),
    /* 22 */
    (&["Shambhu Yadav", "शम्भु यादव"], "7000000323", &["zone=1"]),
    /* 23 */
    (&["Sachin Jadhav"], "7000000324", &["zone=2"]),
    /* 24 */
    (
        &["Sharmila Gupta", "शर्मिला गुप्ता"],
        "7000000325",
        &["zone=3"],
    ),
    /* 25 */
    (&["Gulshan Sharma", "गुलशन शर्मा"], "7000000326", &["zone=1"]),
    /* 26 */
    (
        &["Vijay Kushwaha", "विजय कुशवाहा"],
        "+91 70000 00327",
        &["zone=2"],
    ),
    /* 27 */
    (
        &["Om Prakash Jaiswal", "ओमप्रकाश जायसवाल"],
        "07000000328",
        &["zone=3"],
    ),
    /* 28 */
    (&["Arjun Singh"], "7000000329", &["zone=1", "party=inc"]),
    /* 29 */
    (&["सलमा खान"], "7000000330", &["zone=2"]),
];

fn index() -> Index {
    let mut index = Index::new();
    for (text, phone, facets) in PEOPLE {
        index.add(text, &[phone], facets);
    }
    index
}

enum Expect {
    /// Exactly these records, in this order.
    Exactly(&'static [u32]),
    /// At least these records, in any order.
    Includes(&'static [u32]),
}
use Expect::{Exactly, Includes};

/// Queries that must find the records named.
const FINDS: &[(&str, &[&str], Expect)] = &[
    // Folding within Devanagari: nukta, nasals, joiners, digits.
    ("शर्मा", &[], Includes(&[0, 1, 25])),
    ("ख़ान", &[], Includes(&[7, 8])),
    ("खान", &[], Includes(&[7, 8])),
    ("ख\u{093C}ान", &[], Includes(&[7, 8])),
    ("पांडेय", &[], Includes(&[12, 13])),
    ("पाण्डेय", &[], Includes(&[12, 13])),
    ("रामचंद्र", &[], Exactly(&[21])),
    ("जहीर", &[], Exactly(&[7])),
    ("शर्\u{200D}मा", &[], Includes(&[0, 1, 25])),
    ("१२", &[], Exactly(&[4])),
    ("७००००००३०१", &[], Exactly(&[0])),
    // Latin query, Devanagari-only record, and the reverse.
    ("sharma", &[], Includes(&[1])),
    ("srivastav", &[], Includes(&[2, 3])),
    ("shrivastava", &[], Includes(&[2, 3])),
    ("सिंह", &[], Includes(&[4, 28])),
    ("श्रीवास्तव", &[], Includes(&[2, 3])),
    ("khan", &[], Includes(&[7, 8])),
    ("pandey", &[], Includes(&[12, 13])),
    ("चौरसिया", &[], Includes(&[14, 15])),
    ("chaurasia", &[], Includes(&[14, 15])),
    ("agarwal", &[], Includes(&[16, 17])),
    ("अग्रवाल", &[], Includes(&[16, 17])),
    ("jaiswal", &[], Exactly(&[27])),
    ("zaheer", &[], Exactly(&[7])),
    ("salim", &[], Exactly(&[8])),
    ("salma", &[], Exactly(&[29])),
    ("shyamlal", &[], Exactly(&[1])),
    ("jagdish prasad", &[], Exactly(&[3])),
    // Latin spelling variants.
    ("niraj", &[], Exactly(&[11])),
    ("puja", &[], Exactly(&[10])),
    ("tiwari", &[], Exactly(&[11, 10])),
    ("sambhu", &[], Exactly(&[22])),
    ("dvivedi", &[], Exactly(&[21])),
    ("misra", &[], Exactly(&[19])),
    ("kushvaha", &[], Exactly(&[26])),
    ("chowrasia", &[], Includes(&[14, 15])),
    // One typo in Latin words of four letters or more, in either script.
    ("khna", &[], Includes(&[7, 8])),
    ("peom", &[], Exactly(&[6])),
    ("sharna", &[], Includes(&[0, 1, 25])),
    ("mishar", &[], Exactly(&[19])),
    ("tiwsri", &[], Includes(&[11])),
    ("jaiswl", &[], Exactly(&[27])),
    ("kawita", &[], Exactly(&[20])),
    // Phone digits: any run of three or more, spaces, +91 and a leading 0 ignored.
    ("301", &[], Exactly(&[0])),
    ("0301", &[], Exactly(&[0])),
    ("70000 00327", &[], Exactly(&[26])),
    ("+91 7000000327", &[], Exactly(&[26])),
    ("07000000328", &[], Exactly(&[27])),
    ("+91-70000-00328", &[], Exactly(&[27])),
    // Several words must all match, in any script.
    ("ramesh sharma", &[], Exactly(&[0])),
    ("शर्मा clerk", &[], Exactly(&[1])),
    ("sharma engineer", &[], Exactly(&[0])),
    ("vikram सिंह", &[], Exactly(&[4])),
    ("ward 12", &[], Exactly(&[4])),
    ("engineer", &[], Exactly(&[0, 4])),
    ("यंत्री", &[], Exactly(&[0])),
    // Filters compose with the query, and alone keep the order.
    (
        "",
        &["zone=2"],
        Exactly(&[1, 4, 7, 11, 14, 17, 20, 23, 26, 29]),
    ),
    ("sharma", &["zone=2"], Exactly(&[1])),
    ("sharma", &["zone=1", "designation=ae"], Exactly(&[0])),
    ("singh", &["party=inc"], Exactly(&[28])),
    ("", &["zone=1", "party=inc"], Exactly(&[16, 28])),
    // Ranked: exact, then the same name in another spelling or script, then prefix, then typo.
    ("sharma", &[], Exactly(&[0, 25, 1])),
    ("shar", &[], Exactly(&[0, 1, 24, 25])),
    ("ram", &[], Exactly(&[21, 0])),
    ("singh", &[], Exactly(&[4, 28])),
    ("shrma", &[], Exactly(&[0, 1, 25])),
];

/// Queries that must not find the records named: different names that look alike.
const MISSES: &[(&str, &[u32])] = &[
    ("verma", &[0, 1, 25]),
    ("singh", &[5, 6]),
    ("sinha", &[4, 28]),
    ("सिन्हा", &[4, 28]),
    ("सिंह", &[5]),
    ("वर्मा", &[0, 1, 25]),
    ("mishra", &[20]),
    ("mehra", &[19]),
    ("yadav", &[23]),
    ("jadhav", &[22]),
    ("sharmila", &[0, 1, 25]),
    ("sharma", &[24, 29]),
    ("sharna", &[29]),
    ("ram", &[4]),
    ("12", &[11, 0]),
    ("khanna", &[7, 8, 29]),
    ("gupta", &[12, 13]),
];

/// Queries that must find nothing at all.
const NOTHING: &[&str] = &[
    "345",
    // Three letters are too few to forgive a typo in (Sen).
    "sne",
    "bhopal",
    "sinj",
    "zone",
    "7000000399",
    "sharma 399",
    "shrimati",
    "qqqq",
];

fn search(index: &Index, query: &str, filters: &[&str]) -> Vec<u32> {
    index.search(query, filters)
}

#[test]
fn every_query_finds_what_it_should() {
    let index = index();
    let mut failures = Vec::new();
    for (query, filters, expect) in FINDS {
        let found = search(&index, query, filters);
        let ok = match expect {
            Exactly(ids) => found == *ids,
            Includes(ids) => ids.iter().all(|id| found.contains(id)),
        };
        if !ok {
            failures.push(format!("{query:?} {filters:?}: found {found:?}"));
        }
    }
    assert!(FINDS.len() >= 40);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn look_alike_names_are_not_confused() {
    let index = index();
    let mut failures = Vec::new();
    for (query, wrong) in MISSES {
        let found = search(&index, query, &[]);
        assert!(!found.is_empty(), "{query:?} finds its own records");
        if wrong.iter().any(|id| found.contains(id)) {
            failures.push(format!(
                "{query:?}: found {found:?}, none of {wrong:?} expected"
            ));
        }
    }
    for query in NOTHING {
        let found = search(&index, query, &[]);
        if !found.is_empty() {
            failures.push(format!("{query:?}: found {found:?}, nothing expected"));
        }
    }
    assert!(MISSES.len() + NOTHING.len() >= 10);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn an_empty_query_keeps_every_record_in_order() {
    let index = index();
    let all: Vec<u32> = (0..u32::try_from(PEOPLE.len()).unwrap()).collect();
    assert_eq!(search(&index, "", &[]), all);
    assert_eq!(search(&index, " ,. ", &[]), all);
    assert_eq!(search(&index, "", &["zone=9"]), Vec::<u32>::new());
}

/// Everyday spellings of common surnames: (Latin spellings, Devanagari spellings).
const SURNAMES: &[(&[&str], &[&str])] = &[
    (&["Dubey", "Dube", "Dubay"], &["दुबे", "दूबे"]),
    (&["Singh", "Sing"], &["सिंह"]),
    (&["Mishra", "Misra"], &["मिश्रा", "मिश्र"]),
    (&["Shukla", "Sukla"], &["शुक्ला", "शुक्ल"]),
    (&["Tiwari", "Tiwary"], &["तिवारी"]),
    (&["Pandey", "Pande", "Pandeya"], &["पांडेय", "पाण्डेय", "पांडे"]),
    (&["Gupta"], &["गुप्ता"]),
    (&["Sharma", "Sarma"], &["शर्मा"]),
    (&["Verma", "Varma"], &["वर्मा"]),
    (&["Yadav", "Yadava"], &["यादव"]),
    (&["Chaturvedi"], &["चतुर्वेदी"]),
    (&["Saket"], &["साकेत"]),
    (&["Patel"], &["पटेल"]),
    (&["Jaiswal", "Jayaswal"], &["जायसवाल", "जैसवाल"]),
    (&["Kushwaha", "Kushwah"], &["कुशवाहा", "कुशवाह"]),
    (&["Dwivedi"], &["द्विवेदी"]),
    (&["Srivastava", "Shrivastav"], &["श्रीवास्तव"]),
    (&["Tripathi"], &["त्रिपाठी"]),
    (&["Chaurasia", "Chourasiya"], &["चौरसिया"]),
    (&["Agrawal", "Aggarwal", "Agarwal"], &["अग्रवाल"]),
    (&["Chaudhary", "Choudhary", "Chowdhary"], &["चौधरी"]),
    (&["Upadhyay", "Upadhyaya"], &["उपाध्याय"]),
    (&["Dixit", "Dikshit"], &["दीक्षित"]),
    (&["Prajapati"], &["प्रजापति"]),
    (&["Paswan"], &["पासवान"]),
    (&["Sahu"], &["साहू"]),
    (&["Khan"], &["ख़ान", "खान"]),
];

/// Names that look alike but are not the same, in either script: the first must not find the
/// second. (A name finds the longer ones it begins, as the visitor types: Khan finds Khanna,
/// Ram finds रामा; those are not listed.)
const LOOK_ALIKES: &[(&str, &str)] = &[
    ("राणा", "रामा"),
    ("रामा", "राणा"),
    ("Jain", "Jayant"),
    ("Jayant", "Jain"),
    ("जैन", "जयंत"),
    ("जयंत", "जैन"),
    ("Jain", "जयंत"),
    ("जैन", "Jayant"),
    ("Jayant", "जैन"),
    ("जयंत", "Jain"),
    ("Khanna", "Khan"),
    ("Khanna", "खान"),
    ("खन्ना", "Khan"),
    ("खन्ना", "खान"),
    ("Singh", "Sinha"),
    ("Sinha", "Singh"),
    ("सिंह", "Sinha"),
    ("सिन्हा", "Singh"),
    ("Sharma", "Verma"),
    ("Verma", "Sharma"),
    ("शर्मा", "Verma"),
    ("वर्मा", "Sharma"),
    ("Mishra", "Mehra"),
    ("Mehra", "Mishra"),
    ("मिश्रा", "Mehra"),
    ("मेहरा", "Mishra"),
    ("Yadav", "Jadhav"),
    ("Jadhav", "Yadav"),
    ("यादव", "Jadhav"),
    ("Jadhav", "यादव"),
    ("रामा", "राम"),
    ("Sen", "Singh"),
    ("सेन", "Singh"),
    ("Singh", "सेन"),
    ("Dube", "Dutta"),
    ("दुबे", "Dutta"),
    ("Patel", "Pathak"),
    ("पटेल", "Pathak"),
];

/// One record per word: every spelling of the surnames and both sides of the look-alikes.
/// Different names one typo apart when read in Latin letters, both of four letters or more:
/// the first finds the second, as a visitor who mistyped it would want, but only after the
/// name itself in either script.
const ONE_TYPO_APART: &[(&str, &str)] = &[
    ("Rana", "Rama"),
    ("Rama", "Rana"),
    ("Rana", "रामा"),
    ("राणा", "Rama"),
    ("Rama", "राणा"),
    ("रामा", "Rana"),
];

fn spellings_index() -> (Index, Vec<&'static str>) {
    let mut words: Vec<&'static str> = Vec::new();
    for (latin, devanagari) in SURNAMES {
        words.extend(latin.iter().chain(devanagari.iter()));
    }
    for (a, b) in LOOK_ALIKES.iter().chain(ONE_TYPO_APART) {
        words.extend([a, b]);
    }
    words.extend(["Dutta", "Pathak", "दत्ता", "पाठक"]);
    words.sort_unstable();
    words.dedup();
    let mut index = Index::new();
    for word in &words {
        index.add(&[word], &[], &[]);
    }
    (index, words)
}

fn is_latin(word: &str) -> bool {
    word.is_ascii()
}

/// Whether `word`, read in plain Latin, begins with `start` and is longer.
fn begins(word: &str, start: &str) -> bool {
    let plain = |w: &str| Roman::of(&fold_word(w)).text;
    let (word, start) = (plain(word), plain(start));
    word.len() > start.len() && word.starts_with(&start)
}

#[test]
fn every_spelling_of_a_surname_finds_the_others_in_either_script() {
    let (index, words) = spellings_index();
    let record =
        |word: &str| u32::try_from(words.iter().position(|w| *w == word).unwrap()).unwrap();
    let mut failures = Vec::new();
    for (latin, devanagari) in SURNAMES {
        let all: Vec<&str> = latin.iter().chain(devanagari.iter()).copied().collect();
        for query in &all {
            let found = search(&index, query, &[]);
            for other in &all {
                // Two Devanagari spellings differ in their letters, not in how they are read.
                if !is_latin(query) && !is_latin(other) {
                    continue;
                }
                if !found.contains(&record(other)) {
                    failures.push(format!("{query} does not find {other}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_name_found_across_scripts_finds_its_finder_back() {
    let (index, words) = spellings_index();
    let mut failures = Vec::new();
    for (l, latin) in words.iter().enumerate().filter(|(_, w)| is_latin(w)) {
        let found = search(&index, latin, &[]);
        for (d, devanagari) in words.iter().enumerate().filter(|(_, w)| !is_latin(w)) {
            // A name's beginning finds it as the visitor types (Khan, खन्ना): not the same
            // name, and not to be found back.
            if !found.contains(&u32::try_from(d).unwrap()) || begins(devanagari, latin) {
                continue;
            }
            let back = search(&index, devanagari, &[]);
            if !back.contains(&u32::try_from(l).unwrap()) {
                failures.push(format!("{latin} finds {devanagari}, but not the reverse"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn names_one_typo_apart_find_each_other_after_themselves() {
    let (index, words) = spellings_index();
    let record =
        |word: &str| u32::try_from(words.iter().position(|w| *w == word).unwrap()).unwrap();
    let mut failures = Vec::new();
    for (query, other) in ONE_TYPO_APART {
        let found = search(&index, query, &[]);
        let at = |word: &str| found.iter().position(|r| *r == record(word));
        match (at(query), at(other)) {
            (Some(itself), Some(typo)) if itself < typo => {}
            (itself, typo) => failures.push(format!(
                "{query}: itself at {itself:?}, {other} at {typo:?}"
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn look_alike_names_stay_apart_in_either_script() {
    let (index, words) = spellings_index();
    let record =
        |word: &str| u32::try_from(words.iter().position(|w| *w == word).unwrap()).unwrap();
    let mut failures = Vec::new();
    for (query, other) in LOOK_ALIKES {
        if search(&index, query, &[]).contains(&record(other)) {
            failures.push(format!("{query} finds {other}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
