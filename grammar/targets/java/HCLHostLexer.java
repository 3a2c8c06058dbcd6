// The host part of the HCL lexer for the Java target: what the grammar cannot say.
//
// Generate the lexer and parser from grammar/ (antlr4 -Dlanguage=Java HCLLexer.g4
// HCLParser.g4) and use this class in place of HCLLexer. It closes heredocs at a
// line equal to the opening marker (surrounding white space allowed, newline
// required) and keeps a stray closing bracket from popping an empty mode stack.
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.WritableToken;

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
