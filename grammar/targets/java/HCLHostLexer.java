// The host part of the HCL lexer for the Java target: what the grammar cannot say.
//
// Generate the lexer and parser from grammar/ (antlr4 -Dlanguage=Java HCLLexer.g4
// HCLParser.g4) and use this class in place of HCLLexer, fed by charStream(bytes).
// It closes heredocs at a line equal to the opening marker (surrounding white space
// allowed, newline required), keeps a stray closing bracket from popping an empty mode
// stack, and decodes input as the grammar's input contract says.
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CodePointBuffer;
import org.antlr.v4.runtime.CodePointCharStream;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.WritableToken;

import java.nio.IntBuffer;
import java.util.ArrayDeque;

public class HCLHostLexer extends HCLLexer {
    private final ArrayDeque<String> markers = new ArrayDeque<>();

    public HCLHostLexer(CharStream input) {
        super(input);
    }

    @Override
    public Token nextToken() {
        Token t = super.nextToken();
        if (t.getType() == HEREDOC_START) {
            String text = t.getText().replaceAll("[\\r\\n]+$", "");
            markers.push(text.replaceFirst("^<<-?", ""));
        } else if (t.getType() == H_TEXT && t.getCharPositionInLine() == 0 && !markers.isEmpty()) {
            int la = _input.LA(1);
            boolean endOfLine = la == '\n' || (la == '\r' && _input.LA(2) == '\n');
            if (endOfLine && trimSpace(t.getText()).equals(markers.peek())) {
                ((WritableToken) t).setType(HEREDOC_END);
                markers.pop();
                popMode();
            }
        }
        return t;
    }

    @Override
    public int popMode() {
        return _modeStack.isEmpty() ? _mode : super.popMode();
    }

    // The input contract: a leading UTF-8 BOM is dropped, and each byte that is not part
    // of a well-formed UTF-8 sequence becomes the code point U+DC00 + byte (U+DC80..U+DCFF).
    public static CharStream charStream(byte[] b, String name) {
        IntBuffer out = IntBuffer.allocate(b.length);
        int i = b.length >= 3 && (b[0] & 0xFF) == 0xEF && (b[1] & 0xFF) == 0xBB && (b[2] & 0xFF) == 0xBF ? 3 : 0;
        while (i < b.length) {
            int c = b[i] & 0xFF, n = c < 0x80 ? 1 : c < 0xC2 ? 0 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : c < 0xF5 ? 4 : 0;
            int lo = c == 0xE0 ? 0xA0 : c == 0xF0 ? 0x90 : 0x80, hi = c == 0xED ? 0x9F : c == 0xF4 ? 0x8F : 0xBF;
            int cp = n == 1 ? c : c & (0x7F >> n);
            for (int k = 1; k < n; k++) {
                int d = i + k < b.length ? b[i + k] & 0xFF : -1;
                if (d < (k == 1 ? lo : 0x80) || d > (k == 1 ? hi : 0xBF)) { n = 0; break; }
                cp = cp << 6 | (d & 0x3F);
            }
            out.put(n == 0 ? 0xDC00 + c : cp);
            i += Math.max(n, 1);
        }
        out.flip();
        return CodePointCharStream.fromBuffer(CodePointBuffer.withInts(out), name);
    }

    // White space as the reference trims it (Go's unicode.IsSpace).
    private static boolean isSpace(int c) {
        return c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r' || c == ' '
            || c == 0x85 || c == 0xA0 || Character.getType(c) == Character.SPACE_SEPARATOR
            || c == 0x2028 || c == 0x2029;
    }

    private static String trimSpace(String s) {
        int start = 0, end = s.length();
        while (start < end && isSpace(s.codePointAt(start))) start += Character.charCount(s.codePointAt(start));
        while (end > start && isSpace(s.codePointBefore(end))) end -= Character.charCount(s.codePointBefore(end));
        return s.substring(start, end);
    }
}
