//! Explanations as data: the numbers behind each step, never sentences.
