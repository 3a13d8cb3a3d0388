//! A stream's data decoded by its filters, as far as reading a document's structure needs:
//! `FlateDecode` (the filter of every object stream and cross-reference stream in practice),
//! one or several times, with the PNG and TIFF predictors of its parameters. Each inflation is
//! charged to the budget, what it reads as parsed and what it gives as inflated; a predictor
//! gives no more bytes than it is given. Any other filter is
//! not read: the document's structure is then unreadable, and it has no page count.

use super::budget::Budget;
use super::syntax::{Dict, Fail, Value};

/// The data of a stream whose dictionary is `dict`, decoded.
pub fn decode(budget: &Budget, dict: &Dict, data: &[u8]) -> Result<Vec<u8>, Fail> {
    let filters: Vec<&[u8]> = match dict.get(b"Filter") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Name(name)) => vec![name],
        Some(Value::Array(names)) => names
            .iter()
            .map(|name| name.as_name().ok_or(Fail::Syntax))
            .collect::<Result<_, _>>()?,
        Some(_) => return Err(Fail::Syntax),
    };
    let parameters = |index: usize| -> Option<&Dict> {
        match dict.get(b"DecodeParms")? {
            Value::Dict(parameters) if index == 0 => Some(parameters),
            Value::Array(all) => all.get(index)?.as_dict(),
            _ => None,
        }
    };
    let mut decoded = data.to_vec();
    for (index, filter) in filters.into_iter().enumerate() {
        match filter {
            b"FlateDecode" | b"Fl" => {
                // What is inflated is read whole: it counts as parsed, whatever it gives.
                budget.parsed(decoded.len() as u64)?;
                decoded = budget.inflate(&decoded)?;
                if let Some(parameters) = parameters(index) {
                    decoded = unpredict(decoded, parameters)?;
                }
            }
            _ => return Err(Fail::Syntax),
        }
    }
    Ok(decoded)
}

/// A whole number of `parameters` at `key`, `default` when absent, within `range`.
fn parameter(
    parameters: &Dict,
    key: &[u8],
    default: usize,
    range: std::ops::RangeInclusive<usize>,
) -> Result<usize, Fail> {
    let value = match parameters.get(key) {
        None | Some(Value::Null) => default,
        Some(value) => value
            .as_int()
            .and_then(|value| usize::try_from(value).ok())
            .ok_or(Fail::Syntax)?,
    };
    range.contains(&value).then_some(value).ok_or(Fail::Syntax)
}

/// `data` with the predictor of `parameters` undone.
fn unpredict(data: Vec<u8>, parameters: &Dict) -> Result<Vec<u8>, Fail> {
    let predictor = parameter(parameters, b"Predictor", 1, 1..=15)?;
    if predictor == 1 {
        return Ok(data);
    }
    let colors = parameter(parameters, b"Colors", 1, 1..=32)?;
    let bits = parameter(parameters, b"BitsPerComponent", 8, 1..=16)?;
    let columns = parameter(parameters, b"Columns", 1, 1..=1 << 24)?;
    let pixel = (colors * bits).div_ceil(8);
    let row = (colors * bits * columns).div_ceil(8);
    match predictor {
        2 if bits == 8 => {
            let mut data = data;
            for line in data.chunks_mut(row) {
                for at in pixel..line.len() {
                    line[at] = line[at].wrapping_add(line[at - pixel]);
                }
            }
            Ok(data)
        }
        // Rows longer than the data make one partial row: no more than the data is needed.
        10..=15 => Ok(unpredict_png(&data, row.min(data.len().max(1)), pixel)),
        _ => Err(Fail::Syntax),
    }
}

/// PNG prediction undone: each row of `row` bytes is preceded by its filter type.
fn unpredict_png(data: &[u8], row: usize, pixel: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len());
    let mut previous = vec![0u8; row];
    for line in data.chunks(row + 1) {
        let (kind, line) = (line[0], &line[1..]);
        let mut current = vec![0u8; row];
        for (at, &byte) in line.iter().enumerate() {
            let left = if at >= pixel { current[at - pixel] } else { 0 };
            let up = previous[at];
            let up_left = if at >= pixel { previous[at - pixel] } else { 0 };
            current[at] = match kind {
                1 => byte.wrapping_add(left),
                2 => byte.wrapping_add(up),
                3 => byte.wrapping_add(
                    u8::try_from(u16::midpoint(u16::from(left), u16::from(up))).unwrap_or(0),
                ),
                4 => byte.wrapping_add(paeth(left, up, up_left)),
                _ => byte,
            };
        }
        out.extend_from_slice(&current[..line.len()]);
        previous = current;
    }
    out
}

fn paeth(left: u8, up: u8, up_left: u8) -> u8 {
    let (a, b, c) = (i16::from(left), i16::from(up), i16::from(up_left));
    let p = a + b - c;
    let (pa, pb, pc) = ((p - a).abs(), (p - b).abs(), (p - c).abs());
    if pa <= pb && pa <= pc {
        left
    } else if pb <= pc {
        up
    } else {
        up_left
    }
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use flate2::Compression;
    use flate2::write::ZlibEncoder;

    use super::*;
    use crate::uploads::pdf::budget::Limits;

    fn compress(data: &[u8]) -> Vec<u8> {
        let mut encoder = ZlibEncoder::new(Vec::new(), Compression::default());
        encoder.write_all(data).unwrap();
        encoder.finish().unwrap()
    }

    fn dict(entries: Vec<(&str, Value)>) -> Dict {
        Dict(
            entries
                .into_iter()
                .map(|(key, value)| (key.as_bytes().to_vec(), value))
                .collect(),
        )
    }

    fn name(text: &str) -> Value {
        Value::Name(text.as_bytes().to_vec())
    }

    #[test]
    fn flate_with_the_png_up_predictor_is_undone() {
        // Two rows of three bytes, "Up" filtered: the second row adds to the first.
        let rows = [2, 1, 2, 3, 2, 1, 1, 1];
        let parameters = dict(vec![
            ("Predictor", Value::Int(12)),
            ("Columns", Value::Int(3)),
        ]);
        let stream = dict(vec![
            ("Filter", name("FlateDecode")),
            ("DecodeParms", Value::Dict(parameters)),
        ]);
        let budget = Budget::new(Limits::READING);
        assert_eq!(
            decode(&budget, &stream, &compress(&rows)).unwrap(),
            [1, 2, 3, 2, 3, 4]
        );
    }

    #[test]
    fn every_png_filter_type_is_undone() {
        // Sub, Average and Paeth over a row of two-byte pixels.
        let data = [1, 5, 5, 1, 1, 3, 3, 3, 3, 3, 4, 1, 1, 1, 1];
        assert_eq!(
            unpredict_png(&data, 4, 2),
            [5, 5, 6, 6, 5, 5, 8, 8, 6, 6, 9, 9]
        );
    }

    #[test]
    fn rows_wider_than_the_data_allocate_no_more_than_the_data() {
        let parameters = dict(vec![
            ("Predictor", Value::Int(15)),
            ("Colors", Value::Int(32)),
            ("BitsPerComponent", Value::Int(16)),
            ("Columns", Value::Int(1 << 24)),
        ]);
        let stream = dict(vec![
            ("Filter", name("FlateDecode")),
            ("DecodeParms", Value::Dict(parameters)),
        ]);
        let budget = Budget::new(Limits::READING);
        assert_eq!(
            decode(&budget, &stream, &compress(&[2, 1, 2, 3])).unwrap(),
            [1, 2, 3]
        );
    }

    #[test]
    fn unknown_filters_are_not_read_and_no_filter_is_the_data() {
        let budget = Budget::new(Limits::READING);
        let lzw = dict(vec![("Filter", name("LZWDecode"))]);
        assert_eq!(decode(&budget, &lzw, b"x"), Err(Fail::Syntax));
        assert_eq!(
            decode(&budget, &Dict::default(), b"plain").unwrap(),
            b"plain"
        );
        let twice = dict(vec![(
            "Filter",
            Value::Array(vec![name("FlateDecode"), name("FlateDecode")]),
        )]);
        assert_eq!(
            decode(&budget, &twice, &compress(&compress(b"inner"))).unwrap(),
            b"inner"
        );
    }
}
