//! The hoarding circular: the PDF staff upload and save as the current one (its records live in
//! the store's own table, not as content).

/// The built-in hoarding circular, shown while no admin has saved a hoarding record.
pub const BUILT_IN_HOARDING_CIRCULAR: &str = "/files/hoarding/hoarding-circular-2025.pdf";
