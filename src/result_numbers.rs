//! MLIR's text parser makes room for every result a use like `%x#N` names
//! before it knows the op: a use with N near 2^31 aborts the process with
//! "out of memory" (upstream, stock mlir-opt too). The tools read the text
//! for such uses first and refuse them with a diagnostic.

/// Result numbers past this are refused: no op of the dialects has anywhere
/// near as many results, and the parser's allocation for it stays small.
pub const MAX_RESULT_NUMBER: u64 = 1 << 20;

/// The first use `%name#N` in `text` (outside strings and comments) with N
/// past [`MAX_RESULT_NUMBER`]: its 1-based line and column and the message.
pub fn oversized_result_number(text: &str) -> Option<(usize, usize, String)> {
    let bytes = text.as_bytes();
    let (mut i, mut line, mut line_start) = (0, 1, 0);
    let name_char = |c: u8| c.is_ascii_alphanumeric() || b"_$.-".contains(&c);
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => {
                line += 1;
                line_start = i + 1;
                i += 1;
            }
            b'"' => {
                // A string literal, escapes included, ends at its closing quote.
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'%' => {
                let start = i;
                i += 1;
                while i < bytes.len() && name_char(bytes[i]) {
                    i += 1;
                }
                if i > start + 1 && bytes.get(i) == Some(&b'#') {
                    let digits = i + 1;
                    let mut end = digits;
                    while end < bytes.len() && bytes[end].is_ascii_digit() {
                        end += 1;
                    }
                    let n = text[digits..end].parse::<u64>().unwrap_or(u64::MAX);
                    if end > digits && n > MAX_RESULT_NUMBER {
                        let message = format!(
                            "result number {} of '{}' is past any operation's results (at most {MAX_RESULT_NUMBER})",
                            &text[digits..end],
                            &text[start..i]
                        );
                        return Some((line, start - line_start + 1, message));
                    }
                    i = end;
                }
            }
            _ => i += 1,
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_oversized_uses_only() {
        assert_eq!(oversized_result_number("%a = addi %x, %y#1 : tile<i32>"), None);
        assert_eq!(oversized_result_number("%a = addi %x#1048576, %y"), None);
        let (line, col, message) = oversized_result_number("// %z#99999999999\n  %a = addi %x, %y#2147483648").unwrap();
        assert_eq!((line, col), (2, 17));
        assert!(message.contains("result number 2147483648 of '%y'"), "{message}");
        // Inside a string (a print format) it is text, not a use.
        assert_eq!(oversized_result_number(r#"print_tko "%x#99999999999 \" %y#99999999999""#), None);
        assert!(oversized_result_number("%x#99999999999999999999999").is_some());
    }
}
