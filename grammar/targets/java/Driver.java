// Prints each input's tokens, parse tree and syntax errors in the shared text format
// (grammar/README.md, "Comparing targets"). Argument: a file of RULE<TAB>PATH lines.
import org.antlr.v4.runtime.*;
import org.antlr.v4.runtime.tree.ErrorNode;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

public class Driver {
    static final Map<String, Integer> MODES = Map.of("configFile", HCLLexer.DEFAULT_MODE,
        "expressionFile", HCLLexer.INNER, "templateFile", HCLLexer.TEMPLATE_FILE, "traversalFile", HCLLexer.INNER);

    public static void main(String[] args) throws Exception {
        // Deeply nested input recurses deeply: run on a thread with a big stack.
        Thread t = new Thread(null, () -> {
            try { run(args[0]); } catch (Exception e) { throw new RuntimeException(e); }
        }, "driver", 1L << 30);
        t.start();
        t.join();
    }

    static void run(String manifest) throws Exception {
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        for (String line : Files.readAllLines(Path.of(manifest), StandardCharsets.UTF_8)) {
            String[] parts = line.split("\t", 2);
            String rule = parts[0], path = parts[1];
            HCLHostLexer lexer = new HCLHostLexer(HCLHostLexer.charStream(Files.readAllBytes(Path.of(path)), path));
            List<String> errors = new ArrayList<>();
            BaseErrorListener collect = new BaseErrorListener() {
                @Override
                public void syntaxError(Recognizer<?, ?> r, Object o, int ln, int col, String msg, RecognitionException e) {
                    errors.add(ln + ":" + col + " " + msg);
                }
            };
            lexer.removeErrorListeners();
            lexer.addErrorListener(collect);
            if (MODES.get(rule) != HCLLexer.DEFAULT_MODE) lexer.mode(MODES.get(rule));
            CommonTokenStream stream = new CommonTokenStream(lexer);
            stream.fill();
            out.println("### " + rule + " " + path);
            out.println("--- tokens");
            Vocabulary vocab = lexer.getVocabulary();
            for (Token tok : stream.getTokens()) {
                String head = tok.getLine() + ":" + tok.getCharPositionInLine() + " " + tok.getChannel() + " ";
                out.println(tok.getType() == Token.EOF ? head + "EOF" : head + vocab.getSymbolicName(tok.getType()) + " " + quote(tok.getText()));
            }
            HCLParser parser = new HCLParser(stream);
            parser.removeErrorListeners();
            parser.addErrorListener(collect);
            ParseTree tree = (ParseTree) HCLParser.class.getMethod(rule).invoke(parser);
            out.println("--- tree");
            ArrayDeque<Object[]> stack = new ArrayDeque<>();
            stack.push(new Object[] {tree, 0});
            while (!stack.isEmpty()) {
                Object[] top = stack.pop();
                ParseTree node = (ParseTree) top[0];
                int depth = (Integer) top[1];
                out.println("  ".repeat(depth) + describe(node, vocab));
                for (int i = node.getChildCount() - 1; i >= 0; i--) stack.push(new Object[] {node.getChild(i), depth + 1});
            }
            out.println("--- errors");
            for (String e : errors) out.println(e);
        }
        out.flush();
    }

    static String describe(ParseTree node, Vocabulary vocab) {
        if (node instanceof TerminalNode) {
            Token tok = ((TerminalNode) node).getSymbol();
            String name = tok.getType() == Token.EOF ? "EOF" : vocab.getSymbolicName(tok.getType());
            if (node instanceof ErrorNode) {
                return tok.getTokenIndex() == -1 ? "missing " + name : "error " + name + " " + quote(tok.getText());
            }
            return tok.getType() == Token.EOF ? name : name + " " + quote(tok.getText());
        }
        String rule = HCLParser.ruleNames[((RuleContext) node).getRuleIndex()];
        String label = node.getClass().getSimpleName().replaceAll("Context$", "");
        label = Character.toLowerCase(label.charAt(0)) + label.substring(1);
        return label.equals(rule) ? rule : rule + " #" + label;
    }

    static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        s.codePoints().forEach(c -> {
            switch (c) {
                case '\\': b.append("\\\\"); break;
                case '"': b.append("\\\""); break;
                case '\n': b.append("\\n"); break;
                case '\r': b.append("\\r"); break;
                case '\t': b.append("\\t"); break;
                default:
                    if (c < 0x20 || (c >= 0x7F && c < 0xA0) || (c >= 0xD800 && c < 0xE000) || c == 0x2028 || c == 0x2029 || c == 0xFEFF) {
                        b.append(String.format("\\u{%04X}", c));
                    } else {
                        b.appendCodePoint(c);
                    }
            }
        });
        return b.append('"').toString();
    }
}
