# Generated from HCLParser.g4 by ANTLR 4.13.2
from antlr4 import *
if "." in __name__:
    from .HCLParser import HCLParser
else:
    from HCLParser import HCLParser

# This class defines a complete generic visitor for a parse tree produced by HCLParser.

class HCLParserVisitor(ParseTreeVisitor):

    # Visit a parse tree produced by HCLParser#configFile.
    def visitConfigFile(self, ctx:HCLParser.ConfigFileContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#bodyItem.
    def visitBodyItem(self, ctx:HCLParser.BodyItemContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#attribute.
    def visitAttribute(self, ctx:HCLParser.AttributeContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#block.
    def visitBlock(self, ctx:HCLParser.BlockContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#blockLabel.
    def visitBlockLabel(self, ctx:HCLParser.BlockLabelContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#multiLineBody.
    def visitMultiLineBody(self, ctx:HCLParser.MultiLineBodyContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#oneLineBody.
    def visitOneLineBody(self, ctx:HCLParser.OneLineBodyContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#stringLiteral.
    def visitStringLiteral(self, ctx:HCLParser.StringLiteralContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#unaryExpr.
    def visitUnaryExpr(self, ctx:HCLParser.UnaryExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#binaryExpr.
    def visitBinaryExpr(self, ctx:HCLParser.BinaryExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#operandExpr.
    def visitOperandExpr(self, ctx:HCLParser.OperandExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#conditionalExpr.
    def visitConditionalExpr(self, ctx:HCLParser.ConditionalExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#legacyIndexOperand.
    def visitLegacyIndexOperand(self, ctx:HCLParser.LegacyIndexOperandContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#fullSplatOperand.
    def visitFullSplatOperand(self, ctx:HCLParser.FullSplatOperandContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#indexOperand.
    def visitIndexOperand(self, ctx:HCLParser.IndexOperandContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#attrSplatOperand.
    def visitAttrSplatOperand(self, ctx:HCLParser.AttrSplatOperandContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#primaryOperand.
    def visitPrimaryOperand(self, ctx:HCLParser.PrimaryOperandContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#getAttrOperand.
    def visitGetAttrOperand(self, ctx:HCLParser.GetAttrOperandContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#literalPrimary.
    def visitLiteralPrimary(self, ctx:HCLParser.LiteralPrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#templatePrimary.
    def visitTemplatePrimary(self, ctx:HCLParser.TemplatePrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#callPrimary.
    def visitCallPrimary(self, ctx:HCLParser.CallPrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#variablePrimary.
    def visitVariablePrimary(self, ctx:HCLParser.VariablePrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#parenPrimary.
    def visitParenPrimary(self, ctx:HCLParser.ParenPrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#tuplePrimary.
    def visitTuplePrimary(self, ctx:HCLParser.TuplePrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#objectPrimary.
    def visitObjectPrimary(self, ctx:HCLParser.ObjectPrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#forTuplePrimary.
    def visitForTuplePrimary(self, ctx:HCLParser.ForTuplePrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#forObjectPrimary.
    def visitForObjectPrimary(self, ctx:HCLParser.ForObjectPrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#literalValue.
    def visitLiteralValue(self, ctx:HCLParser.LiteralValueContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#functionCall.
    def visitFunctionCall(self, ctx:HCLParser.FunctionCallContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#tupleCons.
    def visitTupleCons(self, ctx:HCLParser.TupleConsContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#objectCons.
    def visitObjectCons(self, ctx:HCLParser.ObjectConsContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#objectSep.
    def visitObjectSep(self, ctx:HCLParser.ObjectSepContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#objectItem.
    def visitObjectItem(self, ctx:HCLParser.ObjectItemContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#forTupleExpr.
    def visitForTupleExpr(self, ctx:HCLParser.ForTupleExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#forObjectExpr.
    def visitForObjectExpr(self, ctx:HCLParser.ForObjectExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#forIntro.
    def visitForIntro(self, ctx:HCLParser.ForIntroContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#forCond.
    def visitForCond(self, ctx:HCLParser.ForCondContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#quotedTemplate.
    def visitQuotedTemplate(self, ctx:HCLParser.QuotedTemplateContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#heredocTemplate.
    def visitHeredocTemplate(self, ctx:HCLParser.HeredocTemplateContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#template.
    def visitTemplate(self, ctx:HCLParser.TemplateContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#templatePart.
    def visitTemplatePart(self, ctx:HCLParser.TemplatePartContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#templateLiteral.
    def visitTemplateLiteral(self, ctx:HCLParser.TemplateLiteralContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#templateInterpolation.
    def visitTemplateInterpolation(self, ctx:HCLParser.TemplateInterpolationContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#templateIf.
    def visitTemplateIf(self, ctx:HCLParser.TemplateIfContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#templateFor.
    def visitTemplateFor(self, ctx:HCLParser.TemplateForContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#templateClose.
    def visitTemplateClose(self, ctx:HCLParser.TemplateCloseContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#identifier.
    def visitIdentifier(self, ctx:HCLParser.IdentifierContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#variableName.
    def visitVariableName(self, ctx:HCLParser.VariableNameContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#expressionFile.
    def visitExpressionFile(self, ctx:HCLParser.ExpressionFileContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#templateFile.
    def visitTemplateFile(self, ctx:HCLParser.TemplateFileContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#traversalFile.
    def visitTraversalFile(self, ctx:HCLParser.TraversalFileContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#traversalAttr.
    def visitTraversalAttr(self, ctx:HCLParser.TraversalAttrContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#traversalIndex.
    def visitTraversalIndex(self, ctx:HCLParser.TraversalIndexContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by HCLParser#traversalSplat.
    def visitTraversalSplat(self, ctx:HCLParser.TraversalSplatContext):
        return self.visitChildren(ctx)



del HCLParser