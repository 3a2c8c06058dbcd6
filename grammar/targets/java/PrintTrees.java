// Prints "<file>\t<syntax errors>\t<parse tree>" for each file argument, for
// comparing this target with the others.
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;

import java.nio.file.Files;
import java.nio.file.Path;

public class PrintTrees {
    public static void main(String[] args) throws Exception {
        for (String name : args) {
            String text = Files.readString(Path.of(name));
            HCLHostLexer lexer = new HCLHostLexer(CharStreams.fromString(text));
            lexer.removeErrorListeners();
            HCLParser parser = new HCLParser(new CommonTokenStream(lexer));
            parser.removeErrorListeners();
            int[] errors = {0};
            parser.addErrorListener(new BaseErrorListener() {
                @Override
                public void syntaxError(Recognizer<?, ?> r, Object o, int line, int col, String msg,
                                        RecognitionException e) {
                    errors[0]++;
                }
            });
            String tree = parser.configFile().toStringTree(parser);
            System.out.println(name + "\t" + errors[0] + "\t" + tree.replace("\n", "\\n").replace("\r", "\\r"));
        }
    }
}
