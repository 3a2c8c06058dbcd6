# Generated from HCLParser.g4 by ANTLR 4.13.2
# encoding: utf-8
from antlr4 import *
from io import StringIO
import sys
if sys.version_info[1] > 5:
	from typing import TextIO
else:
	from typing.io import TextIO

def serializedATN():
    return [
        4,1,58,434,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,2,31,7,31,2,32,7,32,2,33,
        7,33,1,0,5,0,70,8,0,10,0,12,0,73,9,0,1,0,1,0,4,0,77,8,0,11,0,12,
        0,78,1,0,3,0,82,8,0,5,0,84,8,0,10,0,12,0,87,9,0,1,0,1,0,1,1,1,1,
        3,1,93,8,1,1,2,1,2,1,2,1,2,1,3,1,3,5,3,101,8,3,10,3,12,3,104,9,3,
        1,3,1,3,1,4,1,4,3,4,110,8,4,1,5,1,5,1,5,1,5,1,5,1,5,5,5,118,8,5,
        10,5,12,5,121,9,5,1,5,1,5,1,5,3,5,126,8,5,1,5,3,5,129,8,5,1,6,1,
        6,5,6,133,8,6,10,6,12,6,136,9,6,1,6,1,6,1,7,1,7,1,7,1,7,3,7,144,
        8,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,
        1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,5,7,170,8,7,10,7,12,7,173,9,
        7,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,
        8,1,8,1,8,1,8,1,8,1,8,5,8,196,8,8,10,8,12,8,199,9,8,1,9,1,9,1,9,
        1,9,1,9,1,9,1,9,1,9,1,9,1,9,1,9,1,9,3,9,213,8,9,1,10,1,10,1,11,1,
        11,1,11,5,11,220,8,11,10,11,12,11,223,9,11,1,11,1,11,1,11,1,11,5,
        11,229,8,11,10,11,12,11,232,9,11,1,11,3,11,235,8,11,3,11,237,8,11,
        1,11,1,11,1,12,1,12,1,12,1,12,5,12,245,8,12,10,12,12,12,248,9,12,
        1,12,3,12,251,8,12,3,12,253,8,12,1,12,1,12,1,13,1,13,5,13,259,8,
        13,10,13,12,13,262,9,13,1,13,1,13,1,13,1,13,5,13,268,8,13,10,13,
        12,13,271,9,13,1,13,3,13,274,8,13,3,13,276,8,13,1,13,1,13,1,14,1,
        14,5,14,282,8,14,10,14,12,14,285,9,14,1,14,4,14,288,8,14,11,14,12,
        14,289,3,14,292,8,14,1,15,1,15,1,15,1,15,1,16,1,16,1,16,1,16,1,16,
        1,16,3,16,304,8,16,1,16,1,16,1,17,1,17,1,17,1,17,1,17,1,17,1,17,
        3,17,315,8,17,1,17,3,17,318,8,17,1,17,1,17,1,18,1,18,1,18,3,18,325,
        8,18,1,18,1,18,1,18,1,19,1,19,1,19,1,20,1,20,1,20,1,20,1,20,1,20,
        1,20,1,20,3,20,341,8,20,1,21,3,21,344,8,21,1,21,1,21,3,21,348,8,
        21,5,21,350,8,21,10,21,12,21,353,9,21,1,22,1,22,1,22,3,22,358,8,
        22,1,23,4,23,361,8,23,11,23,12,23,362,1,24,1,24,1,24,1,24,1,25,1,
        25,1,25,1,25,1,25,1,25,1,25,1,25,1,25,1,25,3,25,379,8,25,1,25,1,
        25,1,25,1,25,1,26,1,26,1,26,1,26,1,26,3,26,390,8,26,1,26,1,26,1,
        26,1,26,1,26,1,26,1,26,1,26,1,27,1,27,1,28,1,28,1,29,1,29,1,30,1,
        30,1,30,1,31,1,31,1,31,1,32,1,32,5,32,414,8,32,10,32,12,32,417,9,
        32,1,32,1,32,1,33,1,33,1,33,1,33,1,33,3,33,426,8,33,1,33,1,33,1,
        33,1,33,3,33,432,8,33,1,33,0,2,14,16,34,0,2,4,6,8,10,12,14,16,18,
        20,22,24,26,28,30,32,34,36,38,40,42,44,46,48,50,52,54,56,58,60,62,
        64,66,0,13,1,0,54,55,2,0,30,30,34,34,1,0,31,33,1,0,29,30,2,0,20,
        21,27,28,1,0,18,19,2,0,39,39,46,48,2,0,24,24,37,37,2,0,26,26,36,
        36,1,0,54,57,1,0,9,10,1,0,40,49,2,0,40,45,49,49,463,0,71,1,0,0,0,
        2,92,1,0,0,0,4,94,1,0,0,0,6,98,1,0,0,0,8,109,1,0,0,0,10,128,1,0,
        0,0,12,130,1,0,0,0,14,143,1,0,0,0,16,174,1,0,0,0,18,212,1,0,0,0,
        20,214,1,0,0,0,22,216,1,0,0,0,24,240,1,0,0,0,26,256,1,0,0,0,28,291,
        1,0,0,0,30,293,1,0,0,0,32,297,1,0,0,0,34,307,1,0,0,0,36,321,1,0,
        0,0,38,329,1,0,0,0,40,340,1,0,0,0,42,343,1,0,0,0,44,357,1,0,0,0,
        46,360,1,0,0,0,48,364,1,0,0,0,50,368,1,0,0,0,52,384,1,0,0,0,54,399,
        1,0,0,0,56,401,1,0,0,0,58,403,1,0,0,0,60,405,1,0,0,0,62,408,1,0,
        0,0,64,411,1,0,0,0,66,431,1,0,0,0,68,70,5,3,0,0,69,68,1,0,0,0,70,
        73,1,0,0,0,71,69,1,0,0,0,71,72,1,0,0,0,72,85,1,0,0,0,73,71,1,0,0,
        0,74,81,3,2,1,0,75,77,5,3,0,0,76,75,1,0,0,0,77,78,1,0,0,0,78,76,
        1,0,0,0,78,79,1,0,0,0,79,82,1,0,0,0,80,82,5,0,0,1,81,76,1,0,0,0,
        81,80,1,0,0,0,82,84,1,0,0,0,83,74,1,0,0,0,84,87,1,0,0,0,85,83,1,
        0,0,0,85,86,1,0,0,0,86,88,1,0,0,0,87,85,1,0,0,0,88,89,5,0,0,1,89,
        1,1,0,0,0,90,93,3,4,2,0,91,93,3,6,3,0,92,90,1,0,0,0,92,91,1,0,0,
        0,93,3,1,0,0,0,94,95,3,56,28,0,95,96,5,26,0,0,96,97,3,14,7,0,97,
        5,1,0,0,0,98,102,3,56,28,0,99,101,3,8,4,0,100,99,1,0,0,0,101,104,
        1,0,0,0,102,100,1,0,0,0,102,103,1,0,0,0,103,105,1,0,0,0,104,102,
        1,0,0,0,105,106,3,10,5,0,106,7,1,0,0,0,107,110,3,12,6,0,108,110,
        3,56,28,0,109,107,1,0,0,0,109,108,1,0,0,0,110,9,1,0,0,0,111,112,
        5,8,0,0,112,119,5,3,0,0,113,118,5,3,0,0,114,115,3,2,1,0,115,116,
        5,3,0,0,116,118,1,0,0,0,117,113,1,0,0,0,117,114,1,0,0,0,118,121,
        1,0,0,0,119,117,1,0,0,0,119,120,1,0,0,0,120,122,1,0,0,0,121,119,
        1,0,0,0,122,129,5,9,0,0,123,125,5,8,0,0,124,126,3,4,2,0,125,124,
        1,0,0,0,125,126,1,0,0,0,126,127,1,0,0,0,127,129,5,9,0,0,128,111,
        1,0,0,0,128,123,1,0,0,0,129,11,1,0,0,0,130,134,5,15,0,0,131,133,
        7,0,0,0,132,131,1,0,0,0,133,136,1,0,0,0,134,132,1,0,0,0,134,135,
        1,0,0,0,135,137,1,0,0,0,136,134,1,0,0,0,137,138,5,51,0,0,138,13,
        1,0,0,0,139,140,6,7,-1,0,140,144,3,16,8,0,141,142,7,1,0,0,142,144,
        3,14,7,8,143,139,1,0,0,0,143,141,1,0,0,0,144,171,1,0,0,0,145,146,
        10,7,0,0,146,147,7,2,0,0,147,170,3,14,7,8,148,149,10,6,0,0,149,150,
        7,3,0,0,150,170,3,14,7,7,151,152,10,5,0,0,152,153,7,4,0,0,153,170,
        3,14,7,6,154,155,10,4,0,0,155,156,7,5,0,0,156,170,3,14,7,5,157,158,
        10,3,0,0,158,159,5,22,0,0,159,170,3,14,7,4,160,161,10,2,0,0,161,
        162,5,23,0,0,162,170,3,14,7,3,163,164,10,1,0,0,164,165,5,35,0,0,
        165,166,3,14,7,0,166,167,5,36,0,0,167,168,3,14,7,1,168,170,1,0,0,
        0,169,145,1,0,0,0,169,148,1,0,0,0,169,151,1,0,0,0,169,154,1,0,0,
        0,169,157,1,0,0,0,169,160,1,0,0,0,169,163,1,0,0,0,170,173,1,0,0,
        0,171,169,1,0,0,0,171,172,1,0,0,0,172,15,1,0,0,0,173,171,1,0,0,0,
        174,175,6,8,-1,0,175,176,3,18,9,0,176,197,1,0,0,0,177,178,10,5,0,
        0,178,179,5,13,0,0,179,180,3,14,7,0,180,181,5,14,0,0,181,196,1,0,
        0,0,182,183,10,4,0,0,183,184,5,38,0,0,184,196,3,56,28,0,185,186,
        10,3,0,0,186,187,5,38,0,0,187,196,5,39,0,0,188,189,10,2,0,0,189,
        190,5,38,0,0,190,196,5,31,0,0,191,192,10,1,0,0,192,193,5,13,0,0,
        193,194,5,31,0,0,194,196,5,14,0,0,195,177,1,0,0,0,195,182,1,0,0,
        0,195,185,1,0,0,0,195,188,1,0,0,0,195,191,1,0,0,0,196,199,1,0,0,
        0,197,195,1,0,0,0,197,198,1,0,0,0,198,17,1,0,0,0,199,197,1,0,0,0,
        200,213,3,20,10,0,201,213,3,40,20,0,202,213,3,22,11,0,203,213,3,
        58,29,0,204,205,5,11,0,0,205,206,3,14,7,0,206,207,5,12,0,0,207,213,
        1,0,0,0,208,213,3,24,12,0,209,213,3,26,13,0,210,213,3,32,16,0,211,
        213,3,34,17,0,212,200,1,0,0,0,212,201,1,0,0,0,212,202,1,0,0,0,212,
        203,1,0,0,0,212,204,1,0,0,0,212,208,1,0,0,0,212,209,1,0,0,0,212,
        210,1,0,0,0,212,211,1,0,0,0,213,19,1,0,0,0,214,215,7,6,0,0,215,21,
        1,0,0,0,216,221,3,56,28,0,217,218,5,25,0,0,218,220,3,56,28,0,219,
        217,1,0,0,0,220,223,1,0,0,0,221,219,1,0,0,0,221,222,1,0,0,0,222,
        224,1,0,0,0,223,221,1,0,0,0,224,236,5,11,0,0,225,230,3,14,7,0,226,
        227,5,37,0,0,227,229,3,14,7,0,228,226,1,0,0,0,229,232,1,0,0,0,230,
        228,1,0,0,0,230,231,1,0,0,0,231,234,1,0,0,0,232,230,1,0,0,0,233,
        235,7,7,0,0,234,233,1,0,0,0,234,235,1,0,0,0,235,237,1,0,0,0,236,
        225,1,0,0,0,236,237,1,0,0,0,237,238,1,0,0,0,238,239,5,12,0,0,239,
        23,1,0,0,0,240,252,5,13,0,0,241,246,3,14,7,0,242,243,5,37,0,0,243,
        245,3,14,7,0,244,242,1,0,0,0,245,248,1,0,0,0,246,244,1,0,0,0,246,
        247,1,0,0,0,247,250,1,0,0,0,248,246,1,0,0,0,249,251,5,37,0,0,250,
        249,1,0,0,0,250,251,1,0,0,0,251,253,1,0,0,0,252,241,1,0,0,0,252,
        253,1,0,0,0,253,254,1,0,0,0,254,255,5,14,0,0,255,25,1,0,0,0,256,
        260,5,8,0,0,257,259,5,3,0,0,258,257,1,0,0,0,259,262,1,0,0,0,260,
        258,1,0,0,0,260,261,1,0,0,0,261,275,1,0,0,0,262,260,1,0,0,0,263,
        269,3,30,15,0,264,265,3,28,14,0,265,266,3,30,15,0,266,268,1,0,0,
        0,267,264,1,0,0,0,268,271,1,0,0,0,269,267,1,0,0,0,269,270,1,0,0,
        0,270,273,1,0,0,0,271,269,1,0,0,0,272,274,3,28,14,0,273,272,1,0,
        0,0,273,274,1,0,0,0,274,276,1,0,0,0,275,263,1,0,0,0,275,276,1,0,
        0,0,276,277,1,0,0,0,277,278,5,9,0,0,278,27,1,0,0,0,279,283,5,37,
        0,0,280,282,5,3,0,0,281,280,1,0,0,0,282,285,1,0,0,0,283,281,1,0,
        0,0,283,284,1,0,0,0,284,292,1,0,0,0,285,283,1,0,0,0,286,288,5,3,
        0,0,287,286,1,0,0,0,288,289,1,0,0,0,289,287,1,0,0,0,289,290,1,0,
        0,0,290,292,1,0,0,0,291,279,1,0,0,0,291,287,1,0,0,0,292,29,1,0,0,
        0,293,294,3,14,7,0,294,295,7,8,0,0,295,296,3,14,7,0,296,31,1,0,0,
        0,297,298,5,13,0,0,298,299,5,40,0,0,299,300,3,36,18,0,300,301,5,
        36,0,0,301,303,3,14,7,0,302,304,3,38,19,0,303,302,1,0,0,0,303,304,
        1,0,0,0,304,305,1,0,0,0,305,306,5,14,0,0,306,33,1,0,0,0,307,308,
        5,7,0,0,308,309,3,36,18,0,309,310,5,36,0,0,310,311,3,14,7,0,311,
        312,5,17,0,0,312,314,3,14,7,0,313,315,5,24,0,0,314,313,1,0,0,0,314,
        315,1,0,0,0,315,317,1,0,0,0,316,318,3,38,19,0,317,316,1,0,0,0,317,
        318,1,0,0,0,318,319,1,0,0,0,319,320,5,9,0,0,320,35,1,0,0,0,321,324,
        3,56,28,0,322,323,5,37,0,0,323,325,3,56,28,0,324,322,1,0,0,0,324,
        325,1,0,0,0,325,326,1,0,0,0,326,327,5,41,0,0,327,328,3,14,7,0,328,
        37,1,0,0,0,329,330,5,42,0,0,330,331,3,14,7,0,331,39,1,0,0,0,332,
        333,5,15,0,0,333,334,3,42,21,0,334,335,5,51,0,0,335,341,1,0,0,0,
        336,337,5,16,0,0,337,338,3,42,21,0,338,339,5,1,0,0,339,341,1,0,0,
        0,340,332,1,0,0,0,340,336,1,0,0,0,341,41,1,0,0,0,342,344,3,46,23,
        0,343,342,1,0,0,0,343,344,1,0,0,0,344,351,1,0,0,0,345,347,3,44,22,
        0,346,348,3,46,23,0,347,346,1,0,0,0,347,348,1,0,0,0,348,350,1,0,
        0,0,349,345,1,0,0,0,350,353,1,0,0,0,351,349,1,0,0,0,351,352,1,0,
        0,0,352,43,1,0,0,0,353,351,1,0,0,0,354,358,3,48,24,0,355,358,3,50,
        25,0,356,358,3,52,26,0,357,354,1,0,0,0,357,355,1,0,0,0,357,356,1,
        0,0,0,358,45,1,0,0,0,359,361,7,9,0,0,360,359,1,0,0,0,361,362,1,0,
        0,0,362,360,1,0,0,0,362,363,1,0,0,0,363,47,1,0,0,0,364,365,5,52,
        0,0,365,366,3,14,7,0,366,367,3,54,27,0,367,49,1,0,0,0,368,369,5,
        53,0,0,369,370,5,42,0,0,370,371,3,14,7,0,371,372,3,54,27,0,372,378,
        3,42,21,0,373,374,5,53,0,0,374,375,5,43,0,0,375,376,3,54,27,0,376,
        377,3,42,21,0,377,379,1,0,0,0,378,373,1,0,0,0,378,379,1,0,0,0,379,
        380,1,0,0,0,380,381,5,53,0,0,381,382,5,44,0,0,382,383,3,54,27,0,
        383,51,1,0,0,0,384,385,5,53,0,0,385,386,5,40,0,0,386,389,3,56,28,
        0,387,388,5,37,0,0,388,390,3,56,28,0,389,387,1,0,0,0,389,390,1,0,
        0,0,390,391,1,0,0,0,391,392,5,41,0,0,392,393,3,14,7,0,393,394,3,
        54,27,0,394,395,3,42,21,0,395,396,5,53,0,0,396,397,5,45,0,0,397,
        398,3,54,27,0,398,53,1,0,0,0,399,400,7,10,0,0,400,55,1,0,0,0,401,
        402,7,11,0,0,402,57,1,0,0,0,403,404,7,12,0,0,404,59,1,0,0,0,405,
        406,3,14,7,0,406,407,5,0,0,1,407,61,1,0,0,0,408,409,3,42,21,0,409,
        410,5,0,0,1,410,63,1,0,0,0,411,415,3,56,28,0,412,414,3,66,33,0,413,
        412,1,0,0,0,414,417,1,0,0,0,415,413,1,0,0,0,415,416,1,0,0,0,416,
        418,1,0,0,0,417,415,1,0,0,0,418,419,5,0,0,1,419,65,1,0,0,0,420,421,
        5,38,0,0,421,432,3,56,28,0,422,425,5,13,0,0,423,426,5,39,0,0,424,
        426,3,12,6,0,425,423,1,0,0,0,425,424,1,0,0,0,426,427,1,0,0,0,427,
        432,5,14,0,0,428,429,5,13,0,0,429,430,5,31,0,0,430,432,5,14,0,0,
        431,420,1,0,0,0,431,422,1,0,0,0,431,428,1,0,0,0,432,67,1,0,0,0,47,
        71,78,81,85,92,102,109,117,119,125,128,134,143,169,171,195,197,212,
        221,230,234,236,246,250,252,260,269,273,275,283,289,291,303,314,
        317,324,340,343,347,351,357,362,378,389,415,425,431
    ]

class HCLParser ( Parser ):

    grammarFileName = "HCLParser.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [ "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "'{'", "<INVALID>", "<INVALID>", "'('", "<INVALID>", 
                     "'['", "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "'\\'" ]

    symbolicNames = [ "<INVALID>", "HEREDOC_END", "QUOTED_NEWLINE", "NEWLINE", 
                      "WS", "LINE_COMMENT", "BLOCK_COMMENT", "FOR_LBRACE", 
                      "LBRACE", "RBRACE", "STRIP_RBRACE", "LPAREN", "RPAREN", 
                      "LBRACK", "RBRACK", "OQUOTE", "HEREDOC_START", "FAT_ARROW", 
                      "EQ", "NE", "LE", "GE", "AND", "OR", "ELLIPSIS", "DOUBLE_COLON", 
                      "ASSIGN", "LT", "GT", "PLUS", "MINUS", "STAR", "SLASH", 
                      "PERCENT", "BANG", "QUESTION", "COLON", "COMMA", "DOT", 
                      "NUMBER", "FOR", "IN", "IF", "ELSE", "ENDIF", "ENDFOR", 
                      "TRUE", "FALSE", "NULL", "IDENT", "INVALID", "CQUOTE", 
                      "TEMPLATE_INTERP", "TEMPLATE_DIRECTIVE", "TEMPLATE_ESCAPE", 
                      "QUOTED_TEXT", "H_NEWLINE", "H_TEXT", "T_BACKSLASH" ]

    RULE_configFile = 0
    RULE_bodyItem = 1
    RULE_attribute = 2
    RULE_block = 3
    RULE_blockLabel = 4
    RULE_blockBody = 5
    RULE_stringLiteral = 6
    RULE_expression = 7
    RULE_operand = 8
    RULE_primary = 9
    RULE_literalValue = 10
    RULE_functionCall = 11
    RULE_tupleCons = 12
    RULE_objectCons = 13
    RULE_objectSep = 14
    RULE_objectItem = 15
    RULE_forTupleExpr = 16
    RULE_forObjectExpr = 17
    RULE_forIntro = 18
    RULE_forCond = 19
    RULE_templateExpr = 20
    RULE_template = 21
    RULE_templatePart = 22
    RULE_templateLiteral = 23
    RULE_templateInterpolation = 24
    RULE_templateIf = 25
    RULE_templateFor = 26
    RULE_templateClose = 27
    RULE_identifier = 28
    RULE_variableName = 29
    RULE_expressionFile = 30
    RULE_templateFile = 31
    RULE_traversalFile = 32
    RULE_traversalStep = 33

    ruleNames =  [ "configFile", "bodyItem", "attribute", "block", "blockLabel", 
                   "blockBody", "stringLiteral", "expression", "operand", 
                   "primary", "literalValue", "functionCall", "tupleCons", 
                   "objectCons", "objectSep", "objectItem", "forTupleExpr", 
                   "forObjectExpr", "forIntro", "forCond", "templateExpr", 
                   "template", "templatePart", "templateLiteral", "templateInterpolation", 
                   "templateIf", "templateFor", "templateClose", "identifier", 
                   "variableName", "expressionFile", "templateFile", "traversalFile", 
                   "traversalStep" ]

    EOF = Token.EOF
    HEREDOC_END=1
    QUOTED_NEWLINE=2
    NEWLINE=3
    WS=4
    LINE_COMMENT=5
    BLOCK_COMMENT=6
    FOR_LBRACE=7
    LBRACE=8
    RBRACE=9
    STRIP_RBRACE=10
    LPAREN=11
    RPAREN=12
    LBRACK=13
    RBRACK=14
    OQUOTE=15
    HEREDOC_START=16
    FAT_ARROW=17
    EQ=18
    NE=19
    LE=20
    GE=21
    AND=22
    OR=23
    ELLIPSIS=24
    DOUBLE_COLON=25
    ASSIGN=26
    LT=27
    GT=28
    PLUS=29
    MINUS=30
    STAR=31
    SLASH=32
    PERCENT=33
    BANG=34
    QUESTION=35
    COLON=36
    COMMA=37
    DOT=38
    NUMBER=39
    FOR=40
    IN=41
    IF=42
    ELSE=43
    ENDIF=44
    ENDFOR=45
    TRUE=46
    FALSE=47
    NULL=48
    IDENT=49
    INVALID=50
    CQUOTE=51
    TEMPLATE_INTERP=52
    TEMPLATE_DIRECTIVE=53
    TEMPLATE_ESCAPE=54
    QUOTED_TEXT=55
    H_NEWLINE=56
    H_TEXT=57
    T_BACKSLASH=58

    def __init__(self, input:TokenStream, output:TextIO = sys.stdout):
        super().__init__(input, output)
        self.checkVersion("4.13.2")
        self._interp = ParserATNSimulator(self, self.atn, self.decisionsToDFA, self.sharedContextCache)
        self._predicates = None




    class ConfigFileContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EOF(self, i:int=None):
            if i is None:
                return self.getTokens(HCLParser.EOF)
            else:
                return self.getToken(HCLParser.EOF, i)

        def NEWLINE(self, i:int=None):
            if i is None:
                return self.getTokens(HCLParser.NEWLINE)
            else:
                return self.getToken(HCLParser.NEWLINE, i)

        def bodyItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.BodyItemContext)
            else:
                return self.getTypedRuleContext(HCLParser.BodyItemContext,i)


        def getRuleIndex(self):
            return HCLParser.RULE_configFile

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConfigFile" ):
                return visitor.visitConfigFile(self)
            else:
                return visitor.visitChildren(self)




    def configFile(self):

        localctx = HCLParser.ConfigFileContext(self, self._ctx, self.state)
        self.enterRule(localctx, 0, self.RULE_configFile)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 71
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==3:
                self.state = 68
                self.match(HCLParser.NEWLINE)
                self.state = 73
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 85
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & 1124800395214848) != 0):
                self.state = 74
                self.bodyItem()
                self.state = 81
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [3]:
                    self.state = 76 
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while True:
                        self.state = 75
                        self.match(HCLParser.NEWLINE)
                        self.state = 78 
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if not (_la==3):
                            break

                    pass
                elif token in [-1]:
                    self.state = 80
                    self.match(HCLParser.EOF)
                    pass
                else:
                    raise NoViableAltException(self)

                self.state = 87
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 88
            self.match(HCLParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class BodyItemContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def attribute(self):
            return self.getTypedRuleContext(HCLParser.AttributeContext,0)


        def block(self):
            return self.getTypedRuleContext(HCLParser.BlockContext,0)


        def getRuleIndex(self):
            return HCLParser.RULE_bodyItem

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBodyItem" ):
                return visitor.visitBodyItem(self)
            else:
                return visitor.visitChildren(self)




    def bodyItem(self):

        localctx = HCLParser.BodyItemContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_bodyItem)
        try:
            self.state = 92
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,4,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 90
                self.attribute()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 91
                self.block()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class AttributeContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(HCLParser.IdentifierContext,0)


        def ASSIGN(self):
            return self.getToken(HCLParser.ASSIGN, 0)

        def expression(self):
            return self.getTypedRuleContext(HCLParser.ExpressionContext,0)


        def getRuleIndex(self):
            return HCLParser.RULE_attribute

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAttribute" ):
                return visitor.visitAttribute(self)
            else:
                return visitor.visitChildren(self)




    def attribute(self):

        localctx = HCLParser.AttributeContext(self, self._ctx, self.state)
        self.enterRule(localctx, 4, self.RULE_attribute)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 94
            self.identifier()
            self.state = 95
            self.match(HCLParser.ASSIGN)
            self.state = 96
            self.expression(0)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class BlockContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(HCLParser.IdentifierContext,0)


        def blockBody(self):
            return self.getTypedRuleContext(HCLParser.BlockBodyContext,0)


        def blockLabel(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.BlockLabelContext)
            else:
                return self.getTypedRuleContext(HCLParser.BlockLabelContext,i)


        def getRuleIndex(self):
            return HCLParser.RULE_block

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBlock" ):
                return visitor.visitBlock(self)
            else:
                return visitor.visitChildren(self)




    def block(self):

        localctx = HCLParser.BlockContext(self, self._ctx, self.state)
        self.enterRule(localctx, 6, self.RULE_block)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 98
            self.identifier()
            self.state = 102
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & 1124800395247616) != 0):
                self.state = 99
                self.blockLabel()
                self.state = 104
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 105
            self.blockBody()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class BlockLabelContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def stringLiteral(self):
            return self.getTypedRuleContext(HCLParser.StringLiteralContext,0)


        def identifier(self):
            return self.getTypedRuleContext(HCLParser.IdentifierContext,0)


        def getRuleIndex(self):
            return HCLParser.RULE_blockLabel

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBlockLabel" ):
                return visitor.visitBlockLabel(self)
            else:
                return visitor.visitChildren(self)




    def blockLabel(self):

        localctx = HCLParser.BlockLabelContext(self, self._ctx, self.state)
        self.enterRule(localctx, 8, self.RULE_blockLabel)
        try:
            self.state = 109
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [15]:
                self.enterOuterAlt(localctx, 1)
                self.state = 107
                self.stringLiteral()
                pass
            elif token in [40, 41, 42, 43, 44, 45, 46, 47, 48, 49]:
                self.enterOuterAlt(localctx, 2)
                self.state = 108
                self.identifier()
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class BlockBodyContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return HCLParser.RULE_blockBody

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class MultiLineBodyContext(BlockBodyContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.BlockBodyContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LBRACE(self):
            return self.getToken(HCLParser.LBRACE, 0)
        def NEWLINE(self, i:int=None):
            if i is None:
                return self.getTokens(HCLParser.NEWLINE)
            else:
                return self.getToken(HCLParser.NEWLINE, i)
        def RBRACE(self):
            return self.getToken(HCLParser.RBRACE, 0)
        def bodyItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.BodyItemContext)
            else:
                return self.getTypedRuleContext(HCLParser.BodyItemContext,i)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitMultiLineBody" ):
                return visitor.visitMultiLineBody(self)
            else:
                return visitor.visitChildren(self)


    class OneLineBodyContext(BlockBodyContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.BlockBodyContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LBRACE(self):
            return self.getToken(HCLParser.LBRACE, 0)
        def RBRACE(self):
            return self.getToken(HCLParser.RBRACE, 0)
        def attribute(self):
            return self.getTypedRuleContext(HCLParser.AttributeContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOneLineBody" ):
                return visitor.visitOneLineBody(self)
            else:
                return visitor.visitChildren(self)



    def blockBody(self):

        localctx = HCLParser.BlockBodyContext(self, self._ctx, self.state)
        self.enterRule(localctx, 10, self.RULE_blockBody)
        self._la = 0 # Token type
        try:
            self.state = 128
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,10,self._ctx)
            if la_ == 1:
                localctx = HCLParser.MultiLineBodyContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 111
                self.match(HCLParser.LBRACE)
                self.state = 112
                self.match(HCLParser.NEWLINE)
                self.state = 119
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while (((_la) & ~0x3f) == 0 and ((1 << _la) & 1124800395214856) != 0):
                    self.state = 117
                    self._errHandler.sync(self)
                    token = self._input.LA(1)
                    if token in [3]:
                        self.state = 113
                        self.match(HCLParser.NEWLINE)
                        pass
                    elif token in [40, 41, 42, 43, 44, 45, 46, 47, 48, 49]:
                        self.state = 114
                        self.bodyItem()
                        self.state = 115
                        self.match(HCLParser.NEWLINE)
                        pass
                    else:
                        raise NoViableAltException(self)

                    self.state = 121
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 122
                self.match(HCLParser.RBRACE)
                pass

            elif la_ == 2:
                localctx = HCLParser.OneLineBodyContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 123
                self.match(HCLParser.LBRACE)
                self.state = 125
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1124800395214848) != 0):
                    self.state = 124
                    self.attribute()


                self.state = 127
                self.match(HCLParser.RBRACE)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class StringLiteralContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def OQUOTE(self):
            return self.getToken(HCLParser.OQUOTE, 0)

        def CQUOTE(self):
            return self.getToken(HCLParser.CQUOTE, 0)

        def QUOTED_TEXT(self, i:int=None):
            if i is None:
                return self.getTokens(HCLParser.QUOTED_TEXT)
            else:
                return self.getToken(HCLParser.QUOTED_TEXT, i)

        def TEMPLATE_ESCAPE(self, i:int=None):
            if i is None:
                return self.getTokens(HCLParser.TEMPLATE_ESCAPE)
            else:
                return self.getToken(HCLParser.TEMPLATE_ESCAPE, i)

        def getRuleIndex(self):
            return HCLParser.RULE_stringLiteral

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitStringLiteral" ):
                return visitor.visitStringLiteral(self)
            else:
                return visitor.visitChildren(self)




    def stringLiteral(self):

        localctx = HCLParser.StringLiteralContext(self, self._ctx, self.state)
        self.enterRule(localctx, 12, self.RULE_stringLiteral)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 130
            self.match(HCLParser.OQUOTE)
            self.state = 134
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==54 or _la==55:
                self.state = 131
                _la = self._input.LA(1)
                if not(_la==54 or _la==55):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 136
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 137
            self.match(HCLParser.CQUOTE)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ExpressionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return HCLParser.RULE_expression

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)


    class UnaryExprContext(ExpressionContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.ExpressionContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def expression(self):
            return self.getTypedRuleContext(HCLParser.ExpressionContext,0)

        def MINUS(self):
            return self.getToken(HCLParser.MINUS, 0)
        def BANG(self):
            return self.getToken(HCLParser.BANG, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitUnaryExpr" ):
                return visitor.visitUnaryExpr(self)
            else:
                return visitor.visitChildren(self)


    class BinaryExprContext(ExpressionContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.ExpressionContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def expression(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.ExpressionContext)
            else:
                return self.getTypedRuleContext(HCLParser.ExpressionContext,i)

        def STAR(self):
            return self.getToken(HCLParser.STAR, 0)
        def SLASH(self):
            return self.getToken(HCLParser.SLASH, 0)
        def PERCENT(self):
            return self.getToken(HCLParser.PERCENT, 0)
        def PLUS(self):
            return self.getToken(HCLParser.PLUS, 0)
        def MINUS(self):
            return self.getToken(HCLParser.MINUS, 0)
        def GT(self):
            return self.getToken(HCLParser.GT, 0)
        def GE(self):
            return self.getToken(HCLParser.GE, 0)
        def LT(self):
            return self.getToken(HCLParser.LT, 0)
        def LE(self):
            return self.getToken(HCLParser.LE, 0)
        def EQ(self):
            return self.getToken(HCLParser.EQ, 0)
        def NE(self):
            return self.getToken(HCLParser.NE, 0)
        def AND(self):
            return self.getToken(HCLParser.AND, 0)
        def OR(self):
            return self.getToken(HCLParser.OR, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBinaryExpr" ):
                return visitor.visitBinaryExpr(self)
            else:
                return visitor.visitChildren(self)


    class OperandExprContext(ExpressionContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.ExpressionContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def operand(self):
            return self.getTypedRuleContext(HCLParser.OperandContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOperandExpr" ):
                return visitor.visitOperandExpr(self)
            else:
                return visitor.visitChildren(self)


    class ConditionalExprContext(ExpressionContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.ExpressionContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def expression(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.ExpressionContext)
            else:
                return self.getTypedRuleContext(HCLParser.ExpressionContext,i)

        def QUESTION(self):
            return self.getToken(HCLParser.QUESTION, 0)
        def COLON(self):
            return self.getToken(HCLParser.COLON, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConditionalExpr" ):
                return visitor.visitConditionalExpr(self)
            else:
                return visitor.visitChildren(self)



    def expression(self, _p:int=0):
        _parentctx = self._ctx
        _parentState = self.state
        localctx = HCLParser.ExpressionContext(self, self._ctx, _parentState)
        _prevctx = localctx
        _startState = 14
        self.enterRecursionRule(localctx, 14, self.RULE_expression, _p)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 143
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [7, 8, 11, 13, 15, 16, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49]:
                localctx = HCLParser.OperandExprContext(self, localctx)
                self._ctx = localctx
                _prevctx = localctx

                self.state = 140
                self.operand(0)
                pass
            elif token in [30, 34]:
                localctx = HCLParser.UnaryExprContext(self, localctx)
                self._ctx = localctx
                _prevctx = localctx
                self.state = 141
                localctx.op = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==30 or _la==34):
                    localctx.op = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 142
                self.expression(8)
                pass
            else:
                raise NoViableAltException(self)

            self._ctx.stop = self._input.LT(-1)
            self.state = 171
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,14,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    if self._parseListeners is not None:
                        self.triggerExitRuleEvent()
                    _prevctx = localctx
                    self.state = 169
                    self._errHandler.sync(self)
                    la_ = self._interp.adaptivePredict(self._input,13,self._ctx)
                    if la_ == 1:
                        localctx = HCLParser.BinaryExprContext(self, HCLParser.ExpressionContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_expression)
                        self.state = 145
                        if not self.precpred(self._ctx, 7):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 7)")
                        self.state = 146
                        localctx.op = self._input.LT(1)
                        _la = self._input.LA(1)
                        if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 15032385536) != 0)):
                            localctx.op = self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 147
                        self.expression(8)
                        pass

                    elif la_ == 2:
                        localctx = HCLParser.BinaryExprContext(self, HCLParser.ExpressionContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_expression)
                        self.state = 148
                        if not self.precpred(self._ctx, 6):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 6)")
                        self.state = 149
                        localctx.op = self._input.LT(1)
                        _la = self._input.LA(1)
                        if not(_la==29 or _la==30):
                            localctx.op = self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 150
                        self.expression(7)
                        pass

                    elif la_ == 3:
                        localctx = HCLParser.BinaryExprContext(self, HCLParser.ExpressionContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_expression)
                        self.state = 151
                        if not self.precpred(self._ctx, 5):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 5)")
                        self.state = 152
                        localctx.op = self._input.LT(1)
                        _la = self._input.LA(1)
                        if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 405798912) != 0)):
                            localctx.op = self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 153
                        self.expression(6)
                        pass

                    elif la_ == 4:
                        localctx = HCLParser.BinaryExprContext(self, HCLParser.ExpressionContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_expression)
                        self.state = 154
                        if not self.precpred(self._ctx, 4):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 4)")
                        self.state = 155
                        localctx.op = self._input.LT(1)
                        _la = self._input.LA(1)
                        if not(_la==18 or _la==19):
                            localctx.op = self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 156
                        self.expression(5)
                        pass

                    elif la_ == 5:
                        localctx = HCLParser.BinaryExprContext(self, HCLParser.ExpressionContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_expression)
                        self.state = 157
                        if not self.precpred(self._ctx, 3):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 3)")
                        self.state = 158
                        localctx.op = self.match(HCLParser.AND)
                        self.state = 159
                        self.expression(4)
                        pass

                    elif la_ == 6:
                        localctx = HCLParser.BinaryExprContext(self, HCLParser.ExpressionContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_expression)
                        self.state = 160
                        if not self.precpred(self._ctx, 2):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 2)")
                        self.state = 161
                        localctx.op = self.match(HCLParser.OR)
                        self.state = 162
                        self.expression(3)
                        pass

                    elif la_ == 7:
                        localctx = HCLParser.ConditionalExprContext(self, HCLParser.ExpressionContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_expression)
                        self.state = 163
                        if not self.precpred(self._ctx, 1):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 1)")
                        self.state = 164
                        self.match(HCLParser.QUESTION)
                        self.state = 165
                        self.expression(0)
                        self.state = 166
                        self.match(HCLParser.COLON)
                        self.state = 167
                        self.expression(1)
                        pass

             
                self.state = 173
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,14,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.unrollRecursionContexts(_parentctx)
        return localctx


    class OperandContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return HCLParser.RULE_operand

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)


    class LegacyIndexOperandContext(OperandContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.OperandContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def operand(self):
            return self.getTypedRuleContext(HCLParser.OperandContext,0)

        def DOT(self):
            return self.getToken(HCLParser.DOT, 0)
        def NUMBER(self):
            return self.getToken(HCLParser.NUMBER, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLegacyIndexOperand" ):
                return visitor.visitLegacyIndexOperand(self)
            else:
                return visitor.visitChildren(self)


    class FullSplatOperandContext(OperandContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.OperandContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def operand(self):
            return self.getTypedRuleContext(HCLParser.OperandContext,0)

        def LBRACK(self):
            return self.getToken(HCLParser.LBRACK, 0)
        def STAR(self):
            return self.getToken(HCLParser.STAR, 0)
        def RBRACK(self):
            return self.getToken(HCLParser.RBRACK, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFullSplatOperand" ):
                return visitor.visitFullSplatOperand(self)
            else:
                return visitor.visitChildren(self)


    class IndexOperandContext(OperandContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.OperandContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def operand(self):
            return self.getTypedRuleContext(HCLParser.OperandContext,0)

        def LBRACK(self):
            return self.getToken(HCLParser.LBRACK, 0)
        def expression(self):
            return self.getTypedRuleContext(HCLParser.ExpressionContext,0)

        def RBRACK(self):
            return self.getToken(HCLParser.RBRACK, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIndexOperand" ):
                return visitor.visitIndexOperand(self)
            else:
                return visitor.visitChildren(self)


    class AttrSplatOperandContext(OperandContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.OperandContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def operand(self):
            return self.getTypedRuleContext(HCLParser.OperandContext,0)

        def DOT(self):
            return self.getToken(HCLParser.DOT, 0)
        def STAR(self):
            return self.getToken(HCLParser.STAR, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAttrSplatOperand" ):
                return visitor.visitAttrSplatOperand(self)
            else:
                return visitor.visitChildren(self)


    class PrimaryOperandContext(OperandContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.OperandContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def primary(self):
            return self.getTypedRuleContext(HCLParser.PrimaryContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPrimaryOperand" ):
                return visitor.visitPrimaryOperand(self)
            else:
                return visitor.visitChildren(self)


    class GetAttrOperandContext(OperandContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.OperandContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def operand(self):
            return self.getTypedRuleContext(HCLParser.OperandContext,0)

        def DOT(self):
            return self.getToken(HCLParser.DOT, 0)
        def identifier(self):
            return self.getTypedRuleContext(HCLParser.IdentifierContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitGetAttrOperand" ):
                return visitor.visitGetAttrOperand(self)
            else:
                return visitor.visitChildren(self)



    def operand(self, _p:int=0):
        _parentctx = self._ctx
        _parentState = self.state
        localctx = HCLParser.OperandContext(self, self._ctx, _parentState)
        _prevctx = localctx
        _startState = 16
        self.enterRecursionRule(localctx, 16, self.RULE_operand, _p)
        try:
            self.enterOuterAlt(localctx, 1)
            localctx = HCLParser.PrimaryOperandContext(self, localctx)
            self._ctx = localctx
            _prevctx = localctx

            self.state = 175
            self.primary()
            self._ctx.stop = self._input.LT(-1)
            self.state = 197
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,16,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    if self._parseListeners is not None:
                        self.triggerExitRuleEvent()
                    _prevctx = localctx
                    self.state = 195
                    self._errHandler.sync(self)
                    la_ = self._interp.adaptivePredict(self._input,15,self._ctx)
                    if la_ == 1:
                        localctx = HCLParser.IndexOperandContext(self, HCLParser.OperandContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_operand)
                        self.state = 177
                        if not self.precpred(self._ctx, 5):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 5)")
                        self.state = 178
                        self.match(HCLParser.LBRACK)
                        self.state = 179
                        self.expression(0)
                        self.state = 180
                        self.match(HCLParser.RBRACK)
                        pass

                    elif la_ == 2:
                        localctx = HCLParser.GetAttrOperandContext(self, HCLParser.OperandContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_operand)
                        self.state = 182
                        if not self.precpred(self._ctx, 4):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 4)")
                        self.state = 183
                        self.match(HCLParser.DOT)
                        self.state = 184
                        self.identifier()
                        pass

                    elif la_ == 3:
                        localctx = HCLParser.LegacyIndexOperandContext(self, HCLParser.OperandContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_operand)
                        self.state = 185
                        if not self.precpred(self._ctx, 3):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 3)")
                        self.state = 186
                        self.match(HCLParser.DOT)
                        self.state = 187
                        self.match(HCLParser.NUMBER)
                        pass

                    elif la_ == 4:
                        localctx = HCLParser.AttrSplatOperandContext(self, HCLParser.OperandContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_operand)
                        self.state = 188
                        if not self.precpred(self._ctx, 2):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 2)")
                        self.state = 189
                        self.match(HCLParser.DOT)
                        self.state = 190
                        self.match(HCLParser.STAR)
                        pass

                    elif la_ == 5:
                        localctx = HCLParser.FullSplatOperandContext(self, HCLParser.OperandContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_operand)
                        self.state = 191
                        if not self.precpred(self._ctx, 1):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 1)")
                        self.state = 192
                        self.match(HCLParser.LBRACK)
                        self.state = 193
                        self.match(HCLParser.STAR)
                        self.state = 194
                        self.match(HCLParser.RBRACK)
                        pass

             
                self.state = 199
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,16,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.unrollRecursionContexts(_parentctx)
        return localctx


    class PrimaryContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return HCLParser.RULE_primary

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class ObjectPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def objectCons(self):
            return self.getTypedRuleContext(HCLParser.ObjectConsContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitObjectPrimary" ):
                return visitor.visitObjectPrimary(self)
            else:
                return visitor.visitChildren(self)


    class ParenPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LPAREN(self):
            return self.getToken(HCLParser.LPAREN, 0)
        def expression(self):
            return self.getTypedRuleContext(HCLParser.ExpressionContext,0)

        def RPAREN(self):
            return self.getToken(HCLParser.RPAREN, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitParenPrimary" ):
                return visitor.visitParenPrimary(self)
            else:
                return visitor.visitChildren(self)


    class TemplatePrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def templateExpr(self):
            return self.getTypedRuleContext(HCLParser.TemplateExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTemplatePrimary" ):
                return visitor.visitTemplatePrimary(self)
            else:
                return visitor.visitChildren(self)


    class VariablePrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def variableName(self):
            return self.getTypedRuleContext(HCLParser.VariableNameContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitVariablePrimary" ):
                return visitor.visitVariablePrimary(self)
            else:
                return visitor.visitChildren(self)


    class TuplePrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def tupleCons(self):
            return self.getTypedRuleContext(HCLParser.TupleConsContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTuplePrimary" ):
                return visitor.visitTuplePrimary(self)
            else:
                return visitor.visitChildren(self)


    class LiteralPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def literalValue(self):
            return self.getTypedRuleContext(HCLParser.LiteralValueContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLiteralPrimary" ):
                return visitor.visitLiteralPrimary(self)
            else:
                return visitor.visitChildren(self)


    class CallPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def functionCall(self):
            return self.getTypedRuleContext(HCLParser.FunctionCallContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallPrimary" ):
                return visitor.visitCallPrimary(self)
            else:
                return visitor.visitChildren(self)


    class ForObjectPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def forObjectExpr(self):
            return self.getTypedRuleContext(HCLParser.ForObjectExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitForObjectPrimary" ):
                return visitor.visitForObjectPrimary(self)
            else:
                return visitor.visitChildren(self)


    class ForTuplePrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def forTupleExpr(self):
            return self.getTypedRuleContext(HCLParser.ForTupleExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitForTuplePrimary" ):
                return visitor.visitForTuplePrimary(self)
            else:
                return visitor.visitChildren(self)



    def primary(self):

        localctx = HCLParser.PrimaryContext(self, self._ctx, self.state)
        self.enterRule(localctx, 18, self.RULE_primary)
        try:
            self.state = 212
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,17,self._ctx)
            if la_ == 1:
                localctx = HCLParser.LiteralPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 200
                self.literalValue()
                pass

            elif la_ == 2:
                localctx = HCLParser.TemplatePrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 201
                self.templateExpr()
                pass

            elif la_ == 3:
                localctx = HCLParser.CallPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 202
                self.functionCall()
                pass

            elif la_ == 4:
                localctx = HCLParser.VariablePrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 203
                self.variableName()
                pass

            elif la_ == 5:
                localctx = HCLParser.ParenPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 204
                self.match(HCLParser.LPAREN)
                self.state = 205
                self.expression(0)
                self.state = 206
                self.match(HCLParser.RPAREN)
                pass

            elif la_ == 6:
                localctx = HCLParser.TuplePrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 6)
                self.state = 208
                self.tupleCons()
                pass

            elif la_ == 7:
                localctx = HCLParser.ObjectPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 7)
                self.state = 209
                self.objectCons()
                pass

            elif la_ == 8:
                localctx = HCLParser.ForTuplePrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 8)
                self.state = 210
                self.forTupleExpr()
                pass

            elif la_ == 9:
                localctx = HCLParser.ForObjectPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 9)
                self.state = 211
                self.forObjectExpr()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LiteralValueContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self):
            return self.getToken(HCLParser.NUMBER, 0)

        def TRUE(self):
            return self.getToken(HCLParser.TRUE, 0)

        def FALSE(self):
            return self.getToken(HCLParser.FALSE, 0)

        def NULL(self):
            return self.getToken(HCLParser.NULL, 0)

        def getRuleIndex(self):
            return HCLParser.RULE_literalValue

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLiteralValue" ):
                return visitor.visitLiteralValue(self)
            else:
                return visitor.visitChildren(self)




    def literalValue(self):

        localctx = HCLParser.LiteralValueContext(self, self._ctx, self.state)
        self.enterRule(localctx, 20, self.RULE_literalValue)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 214
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 493130965057536) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FunctionCallContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.IdentifierContext)
            else:
                return self.getTypedRuleContext(HCLParser.IdentifierContext,i)


        def LPAREN(self):
            return self.getToken(HCLParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(HCLParser.RPAREN, 0)

        def DOUBLE_COLON(self, i:int=None):
            if i is None:
                return self.getTokens(HCLParser.DOUBLE_COLON)
            else:
                return self.getToken(HCLParser.DOUBLE_COLON, i)

        def expression(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.ExpressionContext)
            else:
                return self.getTypedRuleContext(HCLParser.ExpressionContext,i)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(HCLParser.COMMA)
            else:
                return self.getToken(HCLParser.COMMA, i)

        def ELLIPSIS(self):
            return self.getToken(HCLParser.ELLIPSIS, 0)

        def getRuleIndex(self):
            return HCLParser.RULE_functionCall

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFunctionCall" ):
                return visitor.visitFunctionCall(self)
            else:
                return visitor.visitChildren(self)




    def functionCall(self):

        localctx = HCLParser.FunctionCallContext(self, self._ctx, self.state)
        self.enterRule(localctx, 22, self.RULE_functionCall)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 216
            self.identifier()
            self.state = 221
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==25:
                self.state = 217
                self.match(HCLParser.DOUBLE_COLON)
                self.state = 218
                self.identifier()
                self.state = 223
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 224
            self.match(HCLParser.LPAREN)
            self.state = 236
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1125368404748672) != 0):
                self.state = 225
                self.expression(0)
                self.state = 230
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,19,self._ctx)
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt==1:
                        self.state = 226
                        self.match(HCLParser.COMMA)
                        self.state = 227
                        self.expression(0) 
                    self.state = 232
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,19,self._ctx)

                self.state = 234
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==24 or _la==37:
                    self.state = 233
                    _la = self._input.LA(1)
                    if not(_la==24 or _la==37):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()




            self.state = 238
            self.match(HCLParser.RPAREN)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TupleConsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LBRACK(self):
            return self.getToken(HCLParser.LBRACK, 0)

        def RBRACK(self):
            return self.getToken(HCLParser.RBRACK, 0)

        def expression(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.ExpressionContext)
            else:
                return self.getTypedRuleContext(HCLParser.ExpressionContext,i)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(HCLParser.COMMA)
            else:
                return self.getToken(HCLParser.COMMA, i)

        def getRuleIndex(self):
            return HCLParser.RULE_tupleCons

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTupleCons" ):
                return visitor.visitTupleCons(self)
            else:
                return visitor.visitChildren(self)




    def tupleCons(self):

        localctx = HCLParser.TupleConsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 24, self.RULE_tupleCons)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 240
            self.match(HCLParser.LBRACK)
            self.state = 252
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1125368404748672) != 0):
                self.state = 241
                self.expression(0)
                self.state = 246
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,22,self._ctx)
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt==1:
                        self.state = 242
                        self.match(HCLParser.COMMA)
                        self.state = 243
                        self.expression(0) 
                    self.state = 248
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,22,self._ctx)

                self.state = 250
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==37:
                    self.state = 249
                    self.match(HCLParser.COMMA)




            self.state = 254
            self.match(HCLParser.RBRACK)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ObjectConsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LBRACE(self):
            return self.getToken(HCLParser.LBRACE, 0)

        def RBRACE(self):
            return self.getToken(HCLParser.RBRACE, 0)

        def NEWLINE(self, i:int=None):
            if i is None:
                return self.getTokens(HCLParser.NEWLINE)
            else:
                return self.getToken(HCLParser.NEWLINE, i)

        def objectItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.ObjectItemContext)
            else:
                return self.getTypedRuleContext(HCLParser.ObjectItemContext,i)


        def objectSep(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.ObjectSepContext)
            else:
                return self.getTypedRuleContext(HCLParser.ObjectSepContext,i)


        def getRuleIndex(self):
            return HCLParser.RULE_objectCons

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitObjectCons" ):
                return visitor.visitObjectCons(self)
            else:
                return visitor.visitChildren(self)




    def objectCons(self):

        localctx = HCLParser.ObjectConsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 26, self.RULE_objectCons)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 256
            self.match(HCLParser.LBRACE)
            self.state = 260
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==3:
                self.state = 257
                self.match(HCLParser.NEWLINE)
                self.state = 262
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 275
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1125368404748672) != 0):
                self.state = 263
                self.objectItem()
                self.state = 269
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,26,self._ctx)
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt==1:
                        self.state = 264
                        self.objectSep()
                        self.state = 265
                        self.objectItem() 
                    self.state = 271
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,26,self._ctx)

                self.state = 273
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3 or _la==37:
                    self.state = 272
                    self.objectSep()




            self.state = 277
            self.match(HCLParser.RBRACE)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ObjectSepContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def COMMA(self):
            return self.getToken(HCLParser.COMMA, 0)

        def NEWLINE(self, i:int=None):
            if i is None:
                return self.getTokens(HCLParser.NEWLINE)
            else:
                return self.getToken(HCLParser.NEWLINE, i)

        def getRuleIndex(self):
            return HCLParser.RULE_objectSep

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitObjectSep" ):
                return visitor.visitObjectSep(self)
            else:
                return visitor.visitChildren(self)




    def objectSep(self):

        localctx = HCLParser.ObjectSepContext(self, self._ctx, self.state)
        self.enterRule(localctx, 28, self.RULE_objectSep)
        self._la = 0 # Token type
        try:
            self.state = 291
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [37]:
                self.enterOuterAlt(localctx, 1)
                self.state = 279
                self.match(HCLParser.COMMA)
                self.state = 283
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==3:
                    self.state = 280
                    self.match(HCLParser.NEWLINE)
                    self.state = 285
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                pass
            elif token in [3]:
                self.enterOuterAlt(localctx, 2)
                self.state = 287 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while True:
                    self.state = 286
                    self.match(HCLParser.NEWLINE)
                    self.state = 289 
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if not (_la==3):
                        break

                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ObjectItemContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def expression(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.ExpressionContext)
            else:
                return self.getTypedRuleContext(HCLParser.ExpressionContext,i)


        def ASSIGN(self):
            return self.getToken(HCLParser.ASSIGN, 0)

        def COLON(self):
            return self.getToken(HCLParser.COLON, 0)

        def getRuleIndex(self):
            return HCLParser.RULE_objectItem

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitObjectItem" ):
                return visitor.visitObjectItem(self)
            else:
                return visitor.visitChildren(self)




    def objectItem(self):

        localctx = HCLParser.ObjectItemContext(self, self._ctx, self.state)
        self.enterRule(localctx, 30, self.RULE_objectItem)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 293
            self.expression(0)
            self.state = 294
            _la = self._input.LA(1)
            if not(_la==26 or _la==36):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 295
            self.expression(0)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ForTupleExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LBRACK(self):
            return self.getToken(HCLParser.LBRACK, 0)

        def FOR(self):
            return self.getToken(HCLParser.FOR, 0)

        def forIntro(self):
            return self.getTypedRuleContext(HCLParser.ForIntroContext,0)


        def COLON(self):
            return self.getToken(HCLParser.COLON, 0)

        def expression(self):
            return self.getTypedRuleContext(HCLParser.ExpressionContext,0)


        def RBRACK(self):
            return self.getToken(HCLParser.RBRACK, 0)

        def forCond(self):
            return self.getTypedRuleContext(HCLParser.ForCondContext,0)


        def getRuleIndex(self):
            return HCLParser.RULE_forTupleExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitForTupleExpr" ):
                return visitor.visitForTupleExpr(self)
            else:
                return visitor.visitChildren(self)




    def forTupleExpr(self):

        localctx = HCLParser.ForTupleExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 32, self.RULE_forTupleExpr)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 297
            self.match(HCLParser.LBRACK)
            self.state = 298
            self.match(HCLParser.FOR)
            self.state = 299
            self.forIntro()
            self.state = 300
            self.match(HCLParser.COLON)
            self.state = 301
            self.expression(0)
            self.state = 303
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==42:
                self.state = 302
                self.forCond()


            self.state = 305
            self.match(HCLParser.RBRACK)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ForObjectExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def FOR_LBRACE(self):
            return self.getToken(HCLParser.FOR_LBRACE, 0)

        def forIntro(self):
            return self.getTypedRuleContext(HCLParser.ForIntroContext,0)


        def COLON(self):
            return self.getToken(HCLParser.COLON, 0)

        def expression(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.ExpressionContext)
            else:
                return self.getTypedRuleContext(HCLParser.ExpressionContext,i)


        def FAT_ARROW(self):
            return self.getToken(HCLParser.FAT_ARROW, 0)

        def RBRACE(self):
            return self.getToken(HCLParser.RBRACE, 0)

        def ELLIPSIS(self):
            return self.getToken(HCLParser.ELLIPSIS, 0)

        def forCond(self):
            return self.getTypedRuleContext(HCLParser.ForCondContext,0)


        def getRuleIndex(self):
            return HCLParser.RULE_forObjectExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitForObjectExpr" ):
                return visitor.visitForObjectExpr(self)
            else:
                return visitor.visitChildren(self)




    def forObjectExpr(self):

        localctx = HCLParser.ForObjectExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 34, self.RULE_forObjectExpr)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 307
            self.match(HCLParser.FOR_LBRACE)
            self.state = 308
            self.forIntro()
            self.state = 309
            self.match(HCLParser.COLON)
            self.state = 310
            self.expression(0)
            self.state = 311
            self.match(HCLParser.FAT_ARROW)
            self.state = 312
            self.expression(0)
            self.state = 314
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==24:
                self.state = 313
                self.match(HCLParser.ELLIPSIS)


            self.state = 317
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==42:
                self.state = 316
                self.forCond()


            self.state = 319
            self.match(HCLParser.RBRACE)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ForIntroContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.IdentifierContext)
            else:
                return self.getTypedRuleContext(HCLParser.IdentifierContext,i)


        def IN(self):
            return self.getToken(HCLParser.IN, 0)

        def expression(self):
            return self.getTypedRuleContext(HCLParser.ExpressionContext,0)


        def COMMA(self):
            return self.getToken(HCLParser.COMMA, 0)

        def getRuleIndex(self):
            return HCLParser.RULE_forIntro

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitForIntro" ):
                return visitor.visitForIntro(self)
            else:
                return visitor.visitChildren(self)




    def forIntro(self):

        localctx = HCLParser.ForIntroContext(self, self._ctx, self.state)
        self.enterRule(localctx, 36, self.RULE_forIntro)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 321
            self.identifier()
            self.state = 324
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==37:
                self.state = 322
                self.match(HCLParser.COMMA)
                self.state = 323
                self.identifier()


            self.state = 326
            self.match(HCLParser.IN)
            self.state = 327
            self.expression(0)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ForCondContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IF(self):
            return self.getToken(HCLParser.IF, 0)

        def expression(self):
            return self.getTypedRuleContext(HCLParser.ExpressionContext,0)


        def getRuleIndex(self):
            return HCLParser.RULE_forCond

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitForCond" ):
                return visitor.visitForCond(self)
            else:
                return visitor.visitChildren(self)




    def forCond(self):

        localctx = HCLParser.ForCondContext(self, self._ctx, self.state)
        self.enterRule(localctx, 38, self.RULE_forCond)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 329
            self.match(HCLParser.IF)
            self.state = 330
            self.expression(0)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TemplateExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return HCLParser.RULE_templateExpr

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class QuotedTemplateContext(TemplateExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.TemplateExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def OQUOTE(self):
            return self.getToken(HCLParser.OQUOTE, 0)
        def template(self):
            return self.getTypedRuleContext(HCLParser.TemplateContext,0)

        def CQUOTE(self):
            return self.getToken(HCLParser.CQUOTE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitQuotedTemplate" ):
                return visitor.visitQuotedTemplate(self)
            else:
                return visitor.visitChildren(self)


    class HeredocTemplateContext(TemplateExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.TemplateExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def HEREDOC_START(self):
            return self.getToken(HCLParser.HEREDOC_START, 0)
        def template(self):
            return self.getTypedRuleContext(HCLParser.TemplateContext,0)

        def HEREDOC_END(self):
            return self.getToken(HCLParser.HEREDOC_END, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitHeredocTemplate" ):
                return visitor.visitHeredocTemplate(self)
            else:
                return visitor.visitChildren(self)



    def templateExpr(self):

        localctx = HCLParser.TemplateExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 40, self.RULE_templateExpr)
        try:
            self.state = 340
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [15]:
                localctx = HCLParser.QuotedTemplateContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 332
                self.match(HCLParser.OQUOTE)
                self.state = 333
                self.template()
                self.state = 334
                self.match(HCLParser.CQUOTE)
                pass
            elif token in [16]:
                localctx = HCLParser.HeredocTemplateContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 336
                self.match(HCLParser.HEREDOC_START)
                self.state = 337
                self.template()
                self.state = 338
                self.match(HCLParser.HEREDOC_END)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TemplateContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def templateLiteral(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.TemplateLiteralContext)
            else:
                return self.getTypedRuleContext(HCLParser.TemplateLiteralContext,i)


        def templatePart(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.TemplatePartContext)
            else:
                return self.getTypedRuleContext(HCLParser.TemplatePartContext,i)


        def getRuleIndex(self):
            return HCLParser.RULE_template

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTemplate" ):
                return visitor.visitTemplate(self)
            else:
                return visitor.visitChildren(self)




    def template(self):

        localctx = HCLParser.TemplateContext(self, self._ctx, self.state)
        self.enterRule(localctx, 42, self.RULE_template)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 343
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 270215977642229760) != 0):
                self.state = 342
                self.templateLiteral()


            self.state = 351
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,39,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 345
                    self.templatePart()
                    self.state = 347
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if (((_la) & ~0x3f) == 0 and ((1 << _la) & 270215977642229760) != 0):
                        self.state = 346
                        self.templateLiteral()

             
                self.state = 353
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,39,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TemplatePartContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def templateInterpolation(self):
            return self.getTypedRuleContext(HCLParser.TemplateInterpolationContext,0)


        def templateIf(self):
            return self.getTypedRuleContext(HCLParser.TemplateIfContext,0)


        def templateFor(self):
            return self.getTypedRuleContext(HCLParser.TemplateForContext,0)


        def getRuleIndex(self):
            return HCLParser.RULE_templatePart

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTemplatePart" ):
                return visitor.visitTemplatePart(self)
            else:
                return visitor.visitChildren(self)




    def templatePart(self):

        localctx = HCLParser.TemplatePartContext(self, self._ctx, self.state)
        self.enterRule(localctx, 44, self.RULE_templatePart)
        try:
            self.state = 357
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,40,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 354
                self.templateInterpolation()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 355
                self.templateIf()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 356
                self.templateFor()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TemplateLiteralContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def QUOTED_TEXT(self, i:int=None):
            if i is None:
                return self.getTokens(HCLParser.QUOTED_TEXT)
            else:
                return self.getToken(HCLParser.QUOTED_TEXT, i)

        def TEMPLATE_ESCAPE(self, i:int=None):
            if i is None:
                return self.getTokens(HCLParser.TEMPLATE_ESCAPE)
            else:
                return self.getToken(HCLParser.TEMPLATE_ESCAPE, i)

        def H_TEXT(self, i:int=None):
            if i is None:
                return self.getTokens(HCLParser.H_TEXT)
            else:
                return self.getToken(HCLParser.H_TEXT, i)

        def H_NEWLINE(self, i:int=None):
            if i is None:
                return self.getTokens(HCLParser.H_NEWLINE)
            else:
                return self.getToken(HCLParser.H_NEWLINE, i)

        def getRuleIndex(self):
            return HCLParser.RULE_templateLiteral

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTemplateLiteral" ):
                return visitor.visitTemplateLiteral(self)
            else:
                return visitor.visitChildren(self)




    def templateLiteral(self):

        localctx = HCLParser.TemplateLiteralContext(self, self._ctx, self.state)
        self.enterRule(localctx, 46, self.RULE_templateLiteral)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 360 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 359
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 270215977642229760) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 362 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if not ((((_la) & ~0x3f) == 0 and ((1 << _la) & 270215977642229760) != 0)):
                    break

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TemplateInterpolationContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def TEMPLATE_INTERP(self):
            return self.getToken(HCLParser.TEMPLATE_INTERP, 0)

        def expression(self):
            return self.getTypedRuleContext(HCLParser.ExpressionContext,0)


        def templateClose(self):
            return self.getTypedRuleContext(HCLParser.TemplateCloseContext,0)


        def getRuleIndex(self):
            return HCLParser.RULE_templateInterpolation

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTemplateInterpolation" ):
                return visitor.visitTemplateInterpolation(self)
            else:
                return visitor.visitChildren(self)




    def templateInterpolation(self):

        localctx = HCLParser.TemplateInterpolationContext(self, self._ctx, self.state)
        self.enterRule(localctx, 48, self.RULE_templateInterpolation)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 364
            self.match(HCLParser.TEMPLATE_INTERP)
            self.state = 365
            self.expression(0)
            self.state = 366
            self.templateClose()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TemplateIfContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def TEMPLATE_DIRECTIVE(self, i:int=None):
            if i is None:
                return self.getTokens(HCLParser.TEMPLATE_DIRECTIVE)
            else:
                return self.getToken(HCLParser.TEMPLATE_DIRECTIVE, i)

        def IF(self):
            return self.getToken(HCLParser.IF, 0)

        def expression(self):
            return self.getTypedRuleContext(HCLParser.ExpressionContext,0)


        def templateClose(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.TemplateCloseContext)
            else:
                return self.getTypedRuleContext(HCLParser.TemplateCloseContext,i)


        def template(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.TemplateContext)
            else:
                return self.getTypedRuleContext(HCLParser.TemplateContext,i)


        def ENDIF(self):
            return self.getToken(HCLParser.ENDIF, 0)

        def ELSE(self):
            return self.getToken(HCLParser.ELSE, 0)

        def getRuleIndex(self):
            return HCLParser.RULE_templateIf

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTemplateIf" ):
                return visitor.visitTemplateIf(self)
            else:
                return visitor.visitChildren(self)




    def templateIf(self):

        localctx = HCLParser.TemplateIfContext(self, self._ctx, self.state)
        self.enterRule(localctx, 50, self.RULE_templateIf)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 368
            self.match(HCLParser.TEMPLATE_DIRECTIVE)
            self.state = 369
            self.match(HCLParser.IF)
            self.state = 370
            self.expression(0)
            self.state = 371
            self.templateClose()
            self.state = 372
            self.template()
            self.state = 378
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,42,self._ctx)
            if la_ == 1:
                self.state = 373
                self.match(HCLParser.TEMPLATE_DIRECTIVE)
                self.state = 374
                self.match(HCLParser.ELSE)
                self.state = 375
                self.templateClose()
                self.state = 376
                self.template()


            self.state = 380
            self.match(HCLParser.TEMPLATE_DIRECTIVE)
            self.state = 381
            self.match(HCLParser.ENDIF)
            self.state = 382
            self.templateClose()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TemplateForContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def TEMPLATE_DIRECTIVE(self, i:int=None):
            if i is None:
                return self.getTokens(HCLParser.TEMPLATE_DIRECTIVE)
            else:
                return self.getToken(HCLParser.TEMPLATE_DIRECTIVE, i)

        def FOR(self):
            return self.getToken(HCLParser.FOR, 0)

        def identifier(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.IdentifierContext)
            else:
                return self.getTypedRuleContext(HCLParser.IdentifierContext,i)


        def IN(self):
            return self.getToken(HCLParser.IN, 0)

        def expression(self):
            return self.getTypedRuleContext(HCLParser.ExpressionContext,0)


        def templateClose(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.TemplateCloseContext)
            else:
                return self.getTypedRuleContext(HCLParser.TemplateCloseContext,i)


        def template(self):
            return self.getTypedRuleContext(HCLParser.TemplateContext,0)


        def ENDFOR(self):
            return self.getToken(HCLParser.ENDFOR, 0)

        def COMMA(self):
            return self.getToken(HCLParser.COMMA, 0)

        def getRuleIndex(self):
            return HCLParser.RULE_templateFor

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTemplateFor" ):
                return visitor.visitTemplateFor(self)
            else:
                return visitor.visitChildren(self)




    def templateFor(self):

        localctx = HCLParser.TemplateForContext(self, self._ctx, self.state)
        self.enterRule(localctx, 52, self.RULE_templateFor)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 384
            self.match(HCLParser.TEMPLATE_DIRECTIVE)
            self.state = 385
            self.match(HCLParser.FOR)
            self.state = 386
            self.identifier()
            self.state = 389
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==37:
                self.state = 387
                self.match(HCLParser.COMMA)
                self.state = 388
                self.identifier()


            self.state = 391
            self.match(HCLParser.IN)
            self.state = 392
            self.expression(0)
            self.state = 393
            self.templateClose()
            self.state = 394
            self.template()
            self.state = 395
            self.match(HCLParser.TEMPLATE_DIRECTIVE)
            self.state = 396
            self.match(HCLParser.ENDFOR)
            self.state = 397
            self.templateClose()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TemplateCloseContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def RBRACE(self):
            return self.getToken(HCLParser.RBRACE, 0)

        def STRIP_RBRACE(self):
            return self.getToken(HCLParser.STRIP_RBRACE, 0)

        def getRuleIndex(self):
            return HCLParser.RULE_templateClose

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTemplateClose" ):
                return visitor.visitTemplateClose(self)
            else:
                return visitor.visitChildren(self)




    def templateClose(self):

        localctx = HCLParser.TemplateCloseContext(self, self._ctx, self.state)
        self.enterRule(localctx, 54, self.RULE_templateClose)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 399
            _la = self._input.LA(1)
            if not(_la==9 or _la==10):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class IdentifierContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IDENT(self):
            return self.getToken(HCLParser.IDENT, 0)

        def FOR(self):
            return self.getToken(HCLParser.FOR, 0)

        def IN(self):
            return self.getToken(HCLParser.IN, 0)

        def IF(self):
            return self.getToken(HCLParser.IF, 0)

        def ELSE(self):
            return self.getToken(HCLParser.ELSE, 0)

        def ENDIF(self):
            return self.getToken(HCLParser.ENDIF, 0)

        def ENDFOR(self):
            return self.getToken(HCLParser.ENDFOR, 0)

        def TRUE(self):
            return self.getToken(HCLParser.TRUE, 0)

        def FALSE(self):
            return self.getToken(HCLParser.FALSE, 0)

        def NULL(self):
            return self.getToken(HCLParser.NULL, 0)

        def getRuleIndex(self):
            return HCLParser.RULE_identifier

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIdentifier" ):
                return visitor.visitIdentifier(self)
            else:
                return visitor.visitChildren(self)




    def identifier(self):

        localctx = HCLParser.IdentifierContext(self, self._ctx, self.state)
        self.enterRule(localctx, 56, self.RULE_identifier)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 401
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 1124800395214848) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class VariableNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IDENT(self):
            return self.getToken(HCLParser.IDENT, 0)

        def FOR(self):
            return self.getToken(HCLParser.FOR, 0)

        def IN(self):
            return self.getToken(HCLParser.IN, 0)

        def IF(self):
            return self.getToken(HCLParser.IF, 0)

        def ELSE(self):
            return self.getToken(HCLParser.ELSE, 0)

        def ENDIF(self):
            return self.getToken(HCLParser.ENDIF, 0)

        def ENDFOR(self):
            return self.getToken(HCLParser.ENDFOR, 0)

        def getRuleIndex(self):
            return HCLParser.RULE_variableName

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitVariableName" ):
                return visitor.visitVariableName(self)
            else:
                return visitor.visitChildren(self)




    def variableName(self):

        localctx = HCLParser.VariableNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 58, self.RULE_variableName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 403
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 632219185971200) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ExpressionFileContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def expression(self):
            return self.getTypedRuleContext(HCLParser.ExpressionContext,0)


        def EOF(self):
            return self.getToken(HCLParser.EOF, 0)

        def getRuleIndex(self):
            return HCLParser.RULE_expressionFile

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitExpressionFile" ):
                return visitor.visitExpressionFile(self)
            else:
                return visitor.visitChildren(self)




    def expressionFile(self):

        localctx = HCLParser.ExpressionFileContext(self, self._ctx, self.state)
        self.enterRule(localctx, 60, self.RULE_expressionFile)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 405
            self.expression(0)
            self.state = 406
            self.match(HCLParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TemplateFileContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def template(self):
            return self.getTypedRuleContext(HCLParser.TemplateContext,0)


        def EOF(self):
            return self.getToken(HCLParser.EOF, 0)

        def getRuleIndex(self):
            return HCLParser.RULE_templateFile

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTemplateFile" ):
                return visitor.visitTemplateFile(self)
            else:
                return visitor.visitChildren(self)




    def templateFile(self):

        localctx = HCLParser.TemplateFileContext(self, self._ctx, self.state)
        self.enterRule(localctx, 62, self.RULE_templateFile)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 408
            self.template()
            self.state = 409
            self.match(HCLParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TraversalFileContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(HCLParser.IdentifierContext,0)


        def EOF(self):
            return self.getToken(HCLParser.EOF, 0)

        def traversalStep(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(HCLParser.TraversalStepContext)
            else:
                return self.getTypedRuleContext(HCLParser.TraversalStepContext,i)


        def getRuleIndex(self):
            return HCLParser.RULE_traversalFile

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTraversalFile" ):
                return visitor.visitTraversalFile(self)
            else:
                return visitor.visitChildren(self)




    def traversalFile(self):

        localctx = HCLParser.TraversalFileContext(self, self._ctx, self.state)
        self.enterRule(localctx, 64, self.RULE_traversalFile)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 411
            self.identifier()
            self.state = 415
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==13 or _la==38:
                self.state = 412
                self.traversalStep()
                self.state = 417
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 418
            self.match(HCLParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TraversalStepContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return HCLParser.RULE_traversalStep

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class TraversalIndexContext(TraversalStepContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.TraversalStepContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LBRACK(self):
            return self.getToken(HCLParser.LBRACK, 0)
        def RBRACK(self):
            return self.getToken(HCLParser.RBRACK, 0)
        def NUMBER(self):
            return self.getToken(HCLParser.NUMBER, 0)
        def stringLiteral(self):
            return self.getTypedRuleContext(HCLParser.StringLiteralContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTraversalIndex" ):
                return visitor.visitTraversalIndex(self)
            else:
                return visitor.visitChildren(self)


    class TraversalAttrContext(TraversalStepContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.TraversalStepContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def DOT(self):
            return self.getToken(HCLParser.DOT, 0)
        def identifier(self):
            return self.getTypedRuleContext(HCLParser.IdentifierContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTraversalAttr" ):
                return visitor.visitTraversalAttr(self)
            else:
                return visitor.visitChildren(self)


    class TraversalSplatContext(TraversalStepContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a HCLParser.TraversalStepContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LBRACK(self):
            return self.getToken(HCLParser.LBRACK, 0)
        def STAR(self):
            return self.getToken(HCLParser.STAR, 0)
        def RBRACK(self):
            return self.getToken(HCLParser.RBRACK, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTraversalSplat" ):
                return visitor.visitTraversalSplat(self)
            else:
                return visitor.visitChildren(self)



    def traversalStep(self):

        localctx = HCLParser.TraversalStepContext(self, self._ctx, self.state)
        self.enterRule(localctx, 66, self.RULE_traversalStep)
        try:
            self.state = 431
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,46,self._ctx)
            if la_ == 1:
                localctx = HCLParser.TraversalAttrContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 420
                self.match(HCLParser.DOT)
                self.state = 421
                self.identifier()
                pass

            elif la_ == 2:
                localctx = HCLParser.TraversalIndexContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 422
                self.match(HCLParser.LBRACK)
                self.state = 425
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [39]:
                    self.state = 423
                    self.match(HCLParser.NUMBER)
                    pass
                elif token in [15]:
                    self.state = 424
                    self.stringLiteral()
                    pass
                else:
                    raise NoViableAltException(self)

                self.state = 427
                self.match(HCLParser.RBRACK)
                pass

            elif la_ == 3:
                localctx = HCLParser.TraversalSplatContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 428
                self.match(HCLParser.LBRACK)
                self.state = 429
                self.match(HCLParser.STAR)
                self.state = 430
                self.match(HCLParser.RBRACK)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx



    def sempred(self, localctx:RuleContext, ruleIndex:int, predIndex:int):
        if self._predicates == None:
            self._predicates = dict()
        self._predicates[7] = self.expression_sempred
        self._predicates[8] = self.operand_sempred
        pred = self._predicates.get(ruleIndex, None)
        if pred is None:
            raise Exception("No predicate with index:" + str(ruleIndex))
        else:
            return pred(localctx, predIndex)

    def expression_sempred(self, localctx:ExpressionContext, predIndex:int):
            if predIndex == 0:
                return self.precpred(self._ctx, 7)
         

            if predIndex == 1:
                return self.precpred(self._ctx, 6)
         

            if predIndex == 2:
                return self.precpred(self._ctx, 5)
         

            if predIndex == 3:
                return self.precpred(self._ctx, 4)
         

            if predIndex == 4:
                return self.precpred(self._ctx, 3)
         

            if predIndex == 5:
                return self.precpred(self._ctx, 2)
         

            if predIndex == 6:
                return self.precpred(self._ctx, 1)
         

    def operand_sempred(self, localctx:OperandContext, predIndex:int):
            if predIndex == 7:
                return self.precpred(self._ctx, 5)
         

            if predIndex == 8:
                return self.precpred(self._ctx, 4)
         

            if predIndex == 9:
                return self.precpred(self._ctx, 3)
         

            if predIndex == 10:
                return self.precpred(self._ctx, 2)
         

            if predIndex == 11:
                return self.precpred(self._ctx, 1)
         




