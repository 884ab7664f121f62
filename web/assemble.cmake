# Puts the JavaScript package and the teaching page together (web/CMakeLists.txt):
#   package/draughts.mjs   the module (draughts-core.js), the JavaScript layer (js/api.js),
#                          and the exports of an ES module;
#   page/                  the page's files, the module and the layer as classic scripts.
file(READ ${CORE} core)
file(READ ${SOURCE}/js/api.js api)
file(MAKE_DIRECTORY ${PACKAGE} ${PAGE})
file(WRITE ${PACKAGE}/draughts.mjs
"${core}\n${api}
const draughts = await draughtsApi(createDraughtsCore);
export default draughts;
export const {
    Board, Move, DraughtsError, VariantError, BoardError, FenError, MoveError, InvalidMoveError,
    IllegalMoveError, AmbiguousMoveError, PdnError, variants, ruleSheet, diffRules, variantTable,
    compare, readPdn,
} = draughts;
")
file(WRITE ${PAGE}/draughts-core.js "${core}")
file(WRITE ${PAGE}/draughts-api.js "${api}")
foreach(file package.json draughts.d.ts README.md)
    configure_file(${SOURCE}/package/${file} ${PACKAGE}/${file} COPYONLY)
endforeach()
foreach(file index.html page.css page.js)
    configure_file(${SOURCE}/page/${file} ${PAGE}/${file} COPYONLY)
endforeach()
