# Command-line tests of the draughts program: runs the
# built program as a process and checks its output against the contract.
#
#   cmake -DDRAUGHTS=<path to the program> -DCASE=<case> -P cli_test.cmake
#
# Cases: perft_start, perft_woldouby, perft_paths, perft_full, perft_threads, perft_divide,
# moves, show, bad_arguments, help, no_arguments, one_line_messages, divide_paths, boards,
# options, pdn, numeric, perft_units, ... - each
# registered with CTest as cli_<case>.
#
# Portable on purpose: CMake only, no shell. Every count below is published and copied here
# so the tests stand alone.

cmake_minimum_required(VERSION 3.20)

if(NOT DEFINED DRAUGHTS OR NOT DEFINED CASE)
    message(FATAL_ERROR "usage: cmake -DDRAUGHTS=<program> -DCASE=<case> -P cli_test.cmake")
endif()
if(NOT EXISTS "${DRAUGHTS}")
    message(FATAL_ERROR "no program at ${DRAUGHTS}")
endif()
get_filename_component(cli_dir "${CMAKE_CURRENT_LIST_FILE}" DIRECTORY)
set(expected_dir "${cli_dir}/expected")

# --- Positions -----------------------------------------------------------------------------

set(international_start "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20")
# perft.tsv writes 8x8 positions with numeric squares (1 = b8 ... 32 = g1).
set(russian_start_numeric "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12")
set(woldouby "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38")

# --- Helpers -------------------------------------------------------------------------------

# Failures are collected and reported together at the end.
function(fail text)
    set_property(GLOBAL APPEND PROPERTY cli_failures "${text}")
endfunction()

# Runs the program with the given arguments; sets <prefix>_out, <prefix>_err, <prefix>_rc.
function(run prefix)
    execute_process(COMMAND "${DRAUGHTS}" ${ARGN}
                    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
    set(${prefix}_out "${out}" PARENT_SCOPE)
    set(${prefix}_err "${err}" PARENT_SCOPE)
    set(${prefix}_rc "${rc}" PARENT_SCOPE)
endfunction()

# The lines of a text as a CMake list (the text holds no ';' or brackets).
function(lines_of text result)
    string(REGEX REPLACE "\n$" "" text "${text}")
    if(text STREQUAL "")
        set(${result} "" PARENT_SCOPE)
        return()
    endif()
    string(REPLACE "\n" ";" list "${text}")
    set(${result} "${list}" PARENT_SCOPE)
endfunction()

# A successful run: exit status 0, nothing on stderr (progress goes there only on a terminal).
function(expect_success what prefix)
    if(NOT "${${prefix}_rc}" STREQUAL "0")
        fail("${what}: exit status ${${prefix}_rc}, stderr: ${${prefix}_err}")
    elseif(NOT "${${prefix}_err}" STREQUAL "")
        fail("${what}: unexpected stderr: ${${prefix}_err}")
    endif()
endfunction()

set(depth_line_regex "^depth ([0-9]+) nodes ([0-9]+) time ([0-9]+(\\.[0-9]+)?) mnps ([0-9]+(\\.[0-9]+)?)$")
# A move in long form: squares (numbers or algebraic names) joined by '-', 'x' or ':'.
set(square_regex "([0-9]+|[a-z][0-9]+)")
set(long_move_regex "^${square_regex}([-x:]${square_regex})+$")
set(divide_line_regex "^(${square_regex}([-x:]${square_regex})+) ([0-9]+)( [WB]:[^ ]*)?$")

# Runs perft and checks the format of every line. Sets <prefix>_counts (nodes per depth,
# depth 1 first), <prefix>_divide (the divide lines, "move count") and <prefix>_total (the
# count of the "total" line after them).
function(perft prefix what)
    run(p ${ARGN})
    expect_success("${what}" p)
    lines_of("${p_out}" lines)
    set(counts "")
    set(divide "")
    set(divide_total "")
    set(next_depth 1)
    if(lines MATCHES "^depth 0 ")
        set(next_depth 0)  # asked for depth 0 alone
    endif()
    foreach(line IN LISTS lines)
        if(line MATCHES "${depth_line_regex}")
            if(NOT CMAKE_MATCH_1 EQUAL next_depth)
                fail("${what}: depth ${CMAKE_MATCH_1} where depth ${next_depth} was due: ${line}")
            endif()
            math(EXPR next_depth "${next_depth} + 1")
            list(APPEND counts "${CMAKE_MATCH_2}")
        elseif(line MATCHES "${divide_line_regex}")
            list(APPEND divide "${line}")
        elseif(line MATCHES "^total ([0-9]+)$")
            set(divide_total "${CMAKE_MATCH_1}")
        elseif(NOT line STREQUAL "")  # the blank lines around the total
            fail("${what}: line not in the contract's format: \"${line}\"")
        endif()
    endforeach()
    set(${prefix}_counts "${counts}" PARENT_SCOPE)
    set(${prefix}_divide "${divide}" PARENT_SCOPE)
    set(${prefix}_total "${divide_total}" PARENT_SCOPE)
    set(${prefix}_lines "${lines}" PARENT_SCOPE)
endfunction()

# The count of one depth from a perft() result, or "missing".
function(nodes_at counts depth result)
    list(LENGTH counts n)
    if(depth GREATER n)
        set(${result} "missing" PARENT_SCOPE)
    else()
        math(EXPR index "${depth} - 1")
        list(GET counts ${index} value)
        set(${result} "${value}" PARENT_SCOPE)
    endif()
endfunction()

function(expect_equal what actual expected)
    if(NOT "${actual}" STREQUAL "${expected}")
        string(REPLACE ";" " " actual "${actual}")
        string(REPLACE ";" " " expected "${expected}")
        fail("${what}:\n    expected: ${expected}\n    actual:   ${actual}")
    endif()
endfunction()

# Runs perft and expects the node count of each depth 1..N.
function(expect_perft what expected)
    perft(r "${what}" ${ARGN})
    expect_equal("${what}: nodes per depth" "${r_counts}" "${expected}")
endfunction()

# The moves `moves` prints for a position, sorted (the order is not part of the contract).
function(moves_of result what variant fen)
    run(m moves --variant ${variant} --fen ${fen})
    expect_success("${what}" m)
    lines_of("${m_out}" lines)
    foreach(line IN LISTS lines)
        if(NOT line MATCHES "${long_move_regex}")
            fail("${what}: not a move in long form: \"${line}\"")
        endif()
    endforeach()
    list(SORT lines)
    set(${result} "${lines}" PARENT_SCOPE)
endfunction()

# Bad arguments: exit status 2, exactly one line on stderr, nothing on stdout.
function(expect_usage_error what)
    run(e ${ARGN})
    if(NOT "${e_rc}" STREQUAL "2")
        fail("${what}: exit status ${e_rc}, not 2 (stderr: ${e_err})")
    endif()
    if(NOT "${e_out}" STREQUAL "")
        fail("${what}: stdout should be empty, holds: ${e_out}")
    endif()
    string(REGEX MATCHALL "\n" newlines "${e_err}")
    list(LENGTH newlines newline_count)
    if(NOT newline_count EQUAL 1 OR NOT e_err MATCHES "\n$" OR e_err MATCHES "^\n")
        fail("${what}: stderr should be one line, holds: \"${e_err}\"")
    endif()
    set(e_err "${e_err}" PARENT_SCOPE)  # for the caller's checks of the message
endfunction()

# --- Cases ---------------------------------------------------------------------------------

# Published counts (one move per (from, to, captured set) unless --paths).
set(international_counts "9;81;658;4265")
set(russian_counts "7;49;302;1469;7482;37986")
set(woldouby_counts "6;12;30;73;215;590")

if(CASE STREQUAL "perft_start")
    expect_perft("international start" "${international_counts}" perft --variant international --depth 4)
    expect_perft("international start, --fen" "${international_counts}"
                 perft --variant international --fen ${international_start} --depth 4)
    expect_perft("Russian start" "${russian_counts}" perft --variant russian --depth 6)
    expect_perft("Russian start, numeric --fen" "${russian_counts}"
                 perft --variant russian --fen ${russian_start_numeric} --depth 6)
    expect_perft("Russian start, options in another order" "${russian_counts}"
                 perft --depth 6 --variant russian)
    # Depth 0: the one line of depth 0, one node.
    perft(zero "depth 0" perft --variant russian --depth 0)
    list(LENGTH zero_lines zero_count)
    expect_equal("depth 0 prints one line" "${zero_count}" "1")
    list(GET zero_lines 0 zero_line)
    string(REGEX MATCH "^depth 0 nodes 1 " zero_match "${zero_line}")
    expect_equal("depth 0 is one node" "${zero_match}" "depth 0 nodes 1 ")

elseif(CASE STREQUAL "perft_woldouby")
    expect_perft("Woldouby" "${woldouby_counts}" perft --variant international --fen ${woldouby} --depth 6)

elseif(CASE STREQUAL "perft_paths")
    # Russian start, depth 8: 929905 capture paths, 929899 distinct moves.
    perft(paths "--paths" perft --variant russian --depth 8 --paths)
    nodes_at("${paths_counts}" 8 paths_8)
    expect_equal("Russian start depth 8 --paths" "${paths_8}" "929905")
    nodes_at("${paths_counts}" 7 paths_7)
    expect_equal("Russian start depth 7 --paths" "${paths_7}" "190146")
    perft(unique "unique" perft --variant russian --depth 8)
    nodes_at("${unique_counts}" 8 unique_8)
    expect_equal("Russian start depth 8" "${unique_8}" "929899")

elseif(CASE STREQUAL "perft_full")
    # Making every leaf gives the counts of bulk counting.
    expect_perft("international --full" "${international_counts}" perft --variant international --depth 4 --full)
    expect_perft("Russian --full" "${russian_counts}" perft --variant russian --depth 6 --full)
    expect_perft("Woldouby --full" "${woldouby_counts}"
                 perft --variant international --fen ${woldouby} --depth 6 --full)
    perft(full_paths "--full --paths" perft --variant russian --depth 8 --full --paths)
    nodes_at("${full_paths_counts}" 8 full_paths_8)
    expect_equal("Russian start depth 8 --full --paths" "${full_paths_8}" "929905")

elseif(CASE STREQUAL "perft_threads")
    expect_perft("international --threads 2" "${international_counts}"
                 perft --variant international --depth 4 --threads 2)
    expect_perft("Woldouby --threads 2" "${woldouby_counts}"
                 perft --variant international --fen ${woldouby} --depth 6 --threads 2)
    perft(one "--threads 1" perft --variant russian --depth 8 --threads 1)
    perft(two "--threads 2" perft --variant russian --depth 8 --threads 2)
    expect_equal("Russian start depth 1-8, two threads as one" "${two_counts}" "${one_counts}")
    perft(two_paths "--threads 2 --paths --full" perft --variant russian --depth 8 --threads 2 --paths --full)
    nodes_at("${two_paths_counts}" 8 two_paths_8)
    expect_equal("Russian start depth 8 --threads 2 --paths --full" "${two_paths_8}" "929905")

elseif(CASE STREQUAL "perft_divide")
    # One line per root move, in long form, for the last depth; they sum to its count.
    foreach(spec
            "russian|W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12|6|37986|7"
            "international|${international_start}|4|4265|9"
            "international|${woldouby}|6|590|6"
            "international|W:WK38:B18,19,32,33|1|5|5"
            "international|W:WK47:B14,19,29,31,42|1|2|2"
            "russian|W:WKd2:Bc3,c5,e3,e5|1|3|3")
        string(REPLACE "|" ";" fields "${spec}")
        list(GET fields 0 variant)
        list(GET fields 1 fen)
        list(GET fields 2 depth)
        list(GET fields 3 total)
        list(GET fields 4 root_moves)
        set(what "divide ${variant} ${fen} depth ${depth}")
        perft(d "${what}" perft --variant ${variant} --fen ${fen} --depth ${depth} --divide)
        list(LENGTH d_divide count)
        expect_equal("${what}: root moves" "${count}" "${root_moves}")
        list(LENGTH d_counts depths)
        expect_equal("${what}: depth lines" "${depths}" "${depth}")
        set(sum 0)
        set(divided_moves "")
        foreach(line IN LISTS d_divide)
            string(REGEX MATCH "${divide_line_regex}" unused "${line}")
            list(APPEND divided_moves "${CMAKE_MATCH_1}")
            math(EXPR sum "${sum} + ${CMAKE_MATCH_5}")
        endforeach()
        expect_equal("${what}: divide lines sum" "${sum}" "${total}")
        nodes_at("${d_counts}" ${depth} last)
        expect_equal("${what}: last depth" "${last}" "${total}")
        # The root moves are exactly the legal moves, each in long form as `moves` writes it.
        list(SORT divided_moves)
        moves_of(legal "${what}: moves" ${variant} ${fen})
        expect_equal("${what}: root moves are the legal moves" "${divided_moves}" "${legal}")
        # Sorted, for diffing; then a blank line, the total and a blank line, just before the
        # last depth line.
        set(sorted_divide "${d_divide}")
        list(SORT sorted_divide)
        expect_equal("${what}: divide lines sorted" "${d_divide}" "${sorted_divide}")
        expect_equal("${what}: total" "${d_total}" "${total}")
        list(LENGTH d_lines line_count)
        math(EXPR first_divide "${line_count} - 4 - ${root_moves}")
        math(EXPR total_at "${line_count} - 3")
        list(GET d_lines ${total_at} line)
        expect_equal("${what}: the total line" "${line}" "total ${total}")
        if(first_divide GREATER_EQUAL 0 AND count GREATER 0)
            list(GET d_lines ${first_divide} line)
            list(GET d_divide 0 first)
            expect_equal("${what}: divide lines follow depth ${depth} - 1" "${line}" "${first}")
        endif()
    endforeach()

elseif(CASE STREQUAL "moves")
    # positions.tsv positions; duplicate capture paths are one move. Expected stdout sorted.
    foreach(spec
            "international|W:WK38:B18,19,32,33|i22"
            "international|W:WK47:B14,19,29,31,42|i21"
            "international|W:WK47:B9,12,33|i09"
            "international|W:W48:B24,K31,34,K42,43|i11"
            "international|W:W15:B8,19,20|i08"
            "international|W:WK28|i04"
            "international|${international_start}|international-start"
            "russian|W:Wh6:Bc5,d2,g7|r22"
            "russian|W:WKd2:Bc3,c5,e3,e5|r01"
            "russian|W:WKd2:Bc5,e3,e5,f6|r02"
            "russian|W:Wa1:Bb2,b4,b6,d6,f4,f2|r06"
            "russian|W:Wa3,c1,e1,f4,g1,h6:Bb4,d6,d8|r08"
            "russian|${russian_start_numeric}|russian-start"
            "brazilian|W:Wa1:Bb2,b4,b6,d6,f4,f2|brazilian-r06")
        string(REPLACE "|" ";" fields "${spec}")
        list(GET fields 0 variant)
        list(GET fields 1 fen)
        list(GET fields 2 id)
        moves_of(actual "moves ${id}" ${variant} ${fen})
        file(STRINGS "${expected_dir}/moves-${id}.txt" expected)
        list(SORT expected)
        expect_equal("moves ${id} (${variant} ${fen})" "${actual}" "${expected}")
    endforeach()
    # Without --fen, the start position.
    moves_of(default "moves, start position" russian "${russian_start_numeric}")
    run(s moves --variant russian)
    expect_success("moves --variant russian" s)
    lines_of("${s_out}" start_moves)
    list(SORT start_moves)
    expect_equal("moves without --fen" "${start_moves}" "${default}")

elseif(CASE STREQUAL "explain")
    # The contract: "legal" or "illegal", a line per reason "<kind>: <sentence> (<article>)",
    # then "instead: <moves>"; exit 0 legal, 1 illegal, 2 bad arguments.
    run(e explain --variant international --fen "W:W32:B28,18,27" 32x21)
    if(NOT e_rc STREQUAL "1" OR NOT e_out STREQUAL "illegal\nmajority_rule: the majority rule requires taking 2 pieces, this takes 1 (FMJD 4.13)\ninstead: 32x12\n")
        fail("explain majority: exit ${e_rc}, output:\n${e_out}")
    endif()
    run(e explain --variant russian --fen "W:WKa1:Bc3,d6" a1:g7)
    if(NOT e_rc STREQUAL "1" OR NOT e_out STREQUAL "illegal\nking_landing: a king must land where its capture goes on: on e5, for a1:e5:b8 (Russian 1.5.6)\ninstead: a1:b8 a1:c7\n")
        fail("explain king landing: exit ${e_rc}, output:\n${e_out}")
    endif()
    run(e explain --variant english --fen "B:W14:B18" 18x9 --json)
    if(NOT e_rc STREQUAL "1" OR NOT e_out STREQUAL "{\"move\":\"18x9\",\"legal\":false,\"reasons\":[{\"kind\":\"man_captures_backward\",\"sentence\":\"men capture forward on the diagonals\",\"article\":\"ACF 1.18\"}],\"instead\":[\"18-22\",\"18-23\"]}\n")
        fail("explain --json: exit ${e_rc}, output:\n${e_out}")
    endif()
    run(e explain --variant russian --moves "c3-d4 f6-e5" d4:f6)
    if(NOT e_rc STREQUAL "0" OR NOT e_out STREQUAL "legal\ncompulsory_capture: capturing is compulsory: 7 moves without capture excluded (Russian)\nothers: none\n")
        fail("explain legal after --moves: exit ${e_rc}, output:\n${e_out}")
    endif()
    run(e explain --variant russian "c3-")
    if(NOT e_rc STREQUAL "2" OR NOT e_err MATCHES "^draughts: \"c3-\" is not a move: ")
        fail("explain of no move: exit ${e_rc}, stderr: ${e_err}")
    endif()
    run(e explain --variant russian)
    if(NOT e_rc STREQUAL "2" OR NOT e_err STREQUAL "draughts: no move to explain\n")
        fail("explain without a move: exit ${e_rc}, stderr: ${e_err}")
    endif()
elseif(CASE STREQUAL "compare")
    run(c compare --variants russian,brazilian --fen "W:Wc3:Bd4,f6,b6,d6")
    expect_success("compare russian,brazilian" c)
    if(NOT c_out STREQUAL "russian (2 moves): c3:a5 c3:g7\nbrazilian (1 move): c3xa5\n\nc3:g7 legal in russian not in brazilian: majority_rule: the majority rule requires taking 3 pieces, this takes 2 (FMJD 4.13)\n")
        fail("compare russian,brazilian:\n${c_out}")
    endif()
    run(c compare --variants english,pool --fen "B:W14,22:B18")
    if(NOT c_out MATCHES "\n18x9 legal in pool not in english: man_captures_backward: men capture forward on the diagonals \\(ACF 1.18\\)\n$")
        fail("compare english,pool:\n${c_out}")
    endif()
    run(c compare --variants russian,italian --fen "W:Wc3:Bd4")
    if(NOT c_out MATCHES "not on the italian board: White man on c3\n" OR NOT c_out MATCHES "c3:e5 legal in russian not in italian: not_a_move: c3 is not a square italian draughts plays on\n")
        fail("compare russian,italian:\n${c_out}")
    endif()
    # --json: one object, the reasons as explain --json gives them.
    run(c compare --variants russian,brazilian,pool --fen "W:We3,c1:Bd4,f6,b2,d6,f4" --json)
    if(NOT c_rc STREQUAL "0" OR NOT c_out STREQUAL "{\"variants\":[{\"variant\":\"russian\",\"moves\":[\"e3:e3\",\"c1:a3\"],\"off_board\":[]},{\"variant\":\"brazilian\",\"moves\":[\"e3xe3\"],\"off_board\":[]},{\"variant\":\"pool\",\"moves\":[\"23x23\",\"30x21\"],\"off_board\":[]}],\"differences\":[{\"move\":\"c1:a3\",\"legal_in\":[\"russian\",\"pool\"],\"not_in\":[\"brazilian\"],\"why\":{\"brazilian\":[{\"kind\":\"majority_rule\",\"sentence\":\"the majority rule requires taking 4 pieces, this takes 1\",\"article\":\"FMJD 4.13\"}]}}]}\n")
        fail("compare --json: exit ${c_rc}, output:\n${c_out}")
    endif()
    run(c compare --variants russian)
    if(NOT c_rc STREQUAL "2" OR NOT c_err MATCHES "names fewer than two variants")
        fail("compare of one variant: exit ${c_rc}, stderr: ${c_err}")
    endif()
    run(c compare --variants russian,dameo)
    if(NOT c_rc STREQUAL "2" OR NOT c_err MATCHES "^draughts: unknown variant \"dameo\"")
        fail("compare of an unknown variant: exit ${c_rc}, stderr: ${c_err}")
    endif()
elseif(CASE STREQUAL "rules")
    run(r rules --variant italian)
    expect_success("rules italian" r)
    if(NOT r_out MATCHES "\nmen may take kings: no \\(FID 5.3b\\)\n" OR NOT r_out MATCHES "\nkings: one square \\(FID 4.7\\)\n")
        fail("rules italian:\n${r_out}")
    endif()
    run(r rules --diff russian brazilian)
    expect_success("rules --diff" r)
    if(NOT r_out MATCHES "^which capture: russian free choice \\(Russian 1.5.14\\)" OR NOT r_out MATCHES "\nPDN GameType: russian 25")
        fail("rules --diff russian brazilian:\n${r_out}")
    endif()
    run(r rules --diff international killer --markdown)
    if(NOT r_out MATCHES "\n\\| a king lands \\| anywhere behind \\| right behind a king taken last \\(mindsports.nl Killer\\) \\|\n")
        fail("rules --diff --markdown:\n${r_out}")
    endif()
elseif(CASE STREQUAL "rules_docs")
    # docs/rules/ is what the program writes (tools/rules_docs.sh); a page out of date fails.
    set(docs "${cli_dir}/../../docs/rules")
    file(GLOB pages RELATIVE "${docs}" "${docs}/*.md")
    list(REMOVE_ITEM pages README.md)
    list(LENGTH pages count)
    if(count LESS 17)
        fail("docs/rules has ${count} variant pages")
    endif()
    foreach(page IN LISTS pages)
        string(REPLACE ".md" "" variant "${page}")
        run(r rules --variant ${variant} --markdown)
        file(READ "${docs}/${page}" written)
        if(NOT r_out STREQUAL written)
            fail("docs/rules/${page} is out of date: run tools/rules_docs.sh")
        endif()
    endforeach()
    run(r rules --table)
    file(READ "${docs}/README.md" readme)
    string(FIND "${readme}" "${r_out}" found)
    if(found EQUAL -1)
        fail("docs/rules/README.md's table is out of date: run tools/rules_docs.sh")
    endif()
elseif(CASE STREQUAL "svg")
    # Golden files (tests/svg): the output is deterministic byte for byte.
    foreach(spec
            "russian_capture|--variant;russian;--fen;W:WKa1:Bc3,d6;--move;a1:e5:b8;--diagonals"
            "international_capture|--variant;international;--fen;W:W7,11,K50:BK15,K27,K34,39,40,42,45;--move;50x48;--highlight;50,48"
            "english_start_flipped|--variant;english;--flip;--labels;none"
            "turkish_capture|--variant;turkish;--fen;W:WKd4:Bd6,d2;--move;d4xd1;--labels;coordinates")
        string(FIND "${spec}" "|" bar)
        string(SUBSTRING "${spec}" 0 ${bar} name)
        math(EXPR start "${bar} + 1")
        string(SUBSTRING "${spec}" ${start} -1 options)
        run(s svg ${options})
        expect_success("svg ${name}" s)
        file(READ "${cli_dir}/../svg/${name}.svg" golden)
        if(NOT s_out STREQUAL golden)
            fail("svg ${name}: not the golden file tests/svg/${name}.svg")
        endif()
    endforeach()
    run(s svg --variant russian --labels letters)
    if(NOT s_rc STREQUAL "2" OR NOT s_err STREQUAL "draughts: --labels takes numbers, coordinates or none, not \"letters\"\n")
        fail("svg --labels letters: exit ${s_rc}, stderr: ${s_err}")
    endif()
    run(s svg --variant russian --move c3-c5)
    if(NOT s_rc STREQUAL "2" OR NOT s_err MATCHES "^draughts: --move \"c3-c5\": ")
        fail("svg of an illegal move: exit ${s_rc}, stderr: ${s_err}")
    endif()
elseif(CASE STREQUAL "show")
    foreach(spec
            "international|W:WK47:B14,19,29,31,42|White|ongoing|47x38x20x9x36 47x38x24x13x36|10"
            "international|W:WK38:B18,19,32,33|White|ongoing|38x38 38x42 38x43 38x47 38x49|10"
            "russian|W:WKd2:Bc3,c5,e3,e5|White|ongoing|d2:c1 d2:d2 d2:e1|8"
            "russian|B:Wc3:Bd4,f6|Black|ongoing|d4:b2|8"
            "russian|W:Wh6:Bc5,d2,g7|White|ongoing|h6:e1|8"
            "russian|W:W:Bc5|White|Black wins.*|-|8"
            "international|B:W31:B|Black|White wins.*|-|10")
        string(REPLACE "|" ";" fields "${spec}")
        list(GET fields 0 variant)
        list(GET fields 1 fen)
        list(GET fields 2 side)
        list(GET fields 3 state)
        list(GET fields 4 expected_moves)
        list(GET fields 5 size)
        set(what "show ${variant} ${fen}")
        run(s show --variant ${variant} --fen ${fen})
        expect_success("${what}" s)
        if(NOT s_out MATCHES "\nto move: ${side}\n")
            fail("${what}: no line \"to move: ${side}\" in:\n${s_out}")
        endif()
        if(NOT s_out MATCHES "\nstate: ${state}\n")
            fail("${what}: no line \"state: ${state}\" in:\n${s_out}")
        endif()
        if(expected_moves STREQUAL "-")
            set(expected_moves "")
        endif()
        string(REPLACE " " ";" expected_list "${expected_moves}")
        list(LENGTH expected_list expected_count)
        if(NOT s_out MATCHES "\nmoves \\(([0-9]+)\\):([^\n]*)\n")
            fail("${what}: no line \"moves (N): ...\" in:\n${s_out}")
        else()
            expect_equal("${what}: number of moves" "${CMAKE_MATCH_1}" "${expected_count}")
            string(STRIP "${CMAKE_MATCH_2}" shown)
            string(REPLACE " " ";" shown "${shown}")
            list(SORT shown)
            list(SORT expected_list)
            expect_equal("${what}: moves in standard notation" "${shown}" "${expected_list}")
        endif()
        # The diagram: one line per rank, numbered from the top.
        string(REGEX MATCHALL "\n ?[0-9]+  [^\n]*" ranks "\n${s_out}")
        list(LENGTH ranks rank_count)
        expect_equal("${what}: diagram ranks" "${rank_count}" "${size}")
    endforeach()

elseif(CASE STREQUAL "bad_arguments")
    expect_usage_error("unknown command" frobnicate)
    # Both messages name every command of the help.
    set(every_command "perft, perft-compare, moves, show, pdn, explain, compare, rules, svg, match")
    expect_equal("the unknown command's message" "${e_err}"
                 "draughts: unknown command \"frobnicate\" (${every_command})\n")
    expect_usage_error("no command")
    expect_equal("the message for no command" "${e_err}"
                 "draughts: no command (${every_command}); see draughts --help\n")
    expect_usage_error("unknown command, with options" frobnicate --variant russian)
    expect_usage_error("unknown option" perft --variant russian --depth 1 --bogus)
    expect_usage_error("unknown option of moves" moves --variant russian --depth 3)
    expect_usage_error("unknown option of show" show --variant russian --divide)
    expect_usage_error("missing --variant, perft" perft --depth 1)
    expect_usage_error("missing --variant, moves" moves)
    expect_usage_error("missing --variant, show" show --fen W:W31:B1)
    expect_usage_error("unknown variant" moves --variant dameo)
    # Variant names and their aliases in any case.
    run(upper moves --variant Russian)
    run(lower moves --variant russian)
    expect_success("variant names in any case" upper)
    expect_equal("variant names in any case" "${upper_out}" "${lower_out}")
    run(alias moves --variant CHECKERS)
    run(english moves --variant english)
    expect_success("an alias" alias)
    expect_equal("an alias" "${alias_out}" "${english_out}")
    expect_usage_error("bad FEN, square off the board" moves --variant international --fen W:W51)
    expect_usage_error("bad FEN, garbage" show --variant russian --fen garbage)
    expect_usage_error("bad FEN, light square" perft --variant russian --fen W:Wa2 --depth 1)
    expect_usage_error("bad FEN, 10x10 numbers on 8x8" moves --variant russian --fen ${international_start})
    expect_usage_error("bad FEN, empty" moves --variant russian --fen "")
    expect_usage_error("bad FEN, man on its promotion row" moves --variant international --fen W:W3:B40)
    expect_usage_error("bad FEN, a square twice" moves --variant international --fen W:W31,31:B1)
    expect_usage_error("missing --depth" perft --variant russian)
    expect_usage_error("negative --depth" perft --variant russian --depth -1)
    expect_usage_error("--depth past 64" perft --variant russian --depth 65)
    expect_usage_error("huge --depth" perft --variant russian --depth 99999999999999999999)
    expect_usage_error("--depth not a number" perft --variant russian --depth abc)
    expect_usage_error("--depth not a whole number" perft --variant russian --depth 1.5)
    expect_usage_error("--depth empty" perft --variant russian --depth "")
    expect_usage_error("--threads 0" perft --variant russian --depth 1 --threads 0)
    expect_usage_error("--threads negative" perft --variant russian --depth 1 --threads -2)
    expect_usage_error("--threads huge" perft --variant russian --depth 1 --threads 100000000000)
    expect_usage_error("--depth without value" perft --variant russian --depth)
    expect_usage_error("--threads without value" perft --variant russian --depth 1 --threads)
    expect_usage_error("--variant without value" moves --variant)
    expect_usage_error("--fen without value" moves --variant russian --fen)
    expect_usage_error("unexpected argument" moves --variant russian extra)
    expect_usage_error("unexpected argument to perft" perft --variant russian --depth 1 6)
    # What each command's line may hold is read from the table of commands: the number of
    # other words, an option of two words, and its message when one is missing.
    expect_usage_error("two moves to explain" explain --variant russian c3-d4 e3-f4)
    if(NOT e_err STREQUAL "draughts: unexpected argument \"e3-f4\" (one move)\n")
        fail("two moves to explain: ${e_err}")
    endif()
    expect_usage_error("--diff of one variant" rules --diff russian --markdown)
    if(NOT e_err STREQUAL "draughts: --diff takes two variants: --diff V1 V2, not \"russian\"\n")
        fail("--diff of one variant: ${e_err}")
    endif()
    expect_usage_error("--depth at the end" perft --variant russian --depth)
    if(NOT e_err STREQUAL "draughts: --depth takes a value\n")
        fail("--depth at the end: ${e_err}")
    endif()
    run(d rules --diff=russian,brazilian)
    run(e rules --diff russian brazilian)
    expect_success("rules --diff=V1,V2" d)
    if(NOT d_out STREQUAL e_out)
        fail("rules --diff=russian,brazilian differs from rules --diff russian brazilian")
    endif()

# Issue reports of a new user: readers that accepted nonsense or stayed silent, and messages
# that named the wrong rule. Each command here once printed nothing, or the wrong thing.
elseif(CASE STREQUAL "new_user")
    # A FEN without pieces is not an empty board; a FEN error quotes what was typed.
    expect_usage_error("a FEN of the side to move alone" moves --variant russian --fen W)
    if(NOT e_err MATCHES "expected the pieces after the side to move")
        fail("a FEN of the side to move alone: ${e_err}")
    endif()
    expect_usage_error("a FEN with a king marked twice" moves --variant russian --fen W:WKK3:B)
    if(NOT e_err MATCHES "K3")
        fail("a FEN with a king marked twice does not quote what was typed: ${e_err}")
    endif()
    # A directory is not a PDN file; an empty suite or a header without the columns a row
    # needs is not a passed suite.
    expect_usage_error("pdn of a directory" pdn "${cli_dir}")
    file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/empty_suite.tsv" "")
    expect_usage_error("an empty suite" perft --suite "${CMAKE_CURRENT_BINARY_DIR}/empty_suite.tsv")
    file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/depth_nodes_suite.tsv" "variant\tdepth\tnodes\nrussian\t1\t7\n")
    expect_usage_error("a suite header naming depth and nodes only" perft --suite "${CMAKE_CURRENT_BINARY_DIR}/depth_nodes_suite.tsv")
    if(NOT e_err MATCHES "lack fen")
        fail("a suite header without fen: ${e_err}")
    endif()
    # Every number option takes its whole range.
    file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/one_row.tsv" "russian\tstart\t3\t302\tunique\n")
    run(big perft --suite "${CMAKE_CURRENT_BINARY_DIR}/one_row.tsv" --max-nodes 1000000000)
    expect_success("--max-nodes 1000000000" big)
    expect_equal("--max-nodes 1000000000" "${big_out}" "pass  line 1: russian: unique depth 3 nodes 302\n1 passed, 0 failed, 0 skipped, 0 errors\n")
    run(biggest perft --suite "${CMAKE_CURRENT_BINARY_DIR}/one_row.tsv" --max-nodes 9223372036854775807)
    expect_success("--max-nodes at its top" biggest)
    expect_usage_error("--max-nodes past its top" perft --suite "${CMAKE_CURRENT_BINARY_DIR}/one_row.tsv" --max-nodes 9223372036854775808)
    # A game of no variant here, and a bad FEN tag: no position is claimed for either.
    file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/game_type_99.pdn" "[GameType \"99\"]\n1. 32-28 *\n")
    run(g99 pdn "${CMAKE_CURRENT_BINARY_DIR}/game_type_99.pdn")
    if(NOT g99_rc STREQUAL "1" OR NOT g99_out MATCHES "0 plies, not replayed, error at line 1" OR g99_out MATCHES "fen ")
        fail("GameType 99: ${g99_rc} ${g99_out}")
    endif()
    file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/bad_fen_tag.pdn" "[GameType \"20\"]\n[FEN \"W:W51:B1\"]\n1. 32-28 *\n")
    run(badfen pdn "${CMAKE_CURRENT_BINARY_DIR}/bad_fen_tag.pdn")
    if(NOT badfen_rc STREQUAL "1" OR NOT badfen_out MATCHES "not replayed, error at line 2" OR badfen_out MATCHES "fen W:")
        fail("a bad FEN tag: ${badfen_rc} ${badfen_out}")
    endif()
    # Without GameType, one guess for the whole file, from its games: 32-28 19-23 is only
    # international draughts' opening.
    file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/untyped.pdn" "1. 32-28 19-23 *\n\n1. 33-29 18-22 *\n")
    run(untyped pdn "${CMAKE_CURRENT_BINARY_DIR}/untyped.pdn")
    expect_success("games without GameType" untyped)
    string(REGEX MATCHALL "read as international" guesses "${untyped_out}")
    list(LENGTH guesses guessed)
    expect_equal("games without GameType, read as international" "${guessed}" "2")
    # Typed moves: a move number, capitals; a quiet move glued to an "x"; two separators.
    run(numbered moves --variant international --moves "1. 32-28")
    expect_success("a move with its number" numbered)
    run(capitals moves --variant russian --moves "C3-D4")
    run(lower moves --variant russian --moves "c3-d4")
    expect_success("a move in capitals" capitals)
    expect_equal("a move in capitals" "${capitals_out}" "${lower_out}")
    expect_usage_error("c3-d4x" moves --variant russian --moves "c3-d4x")
    expect_usage_error("32xx23" moves --variant international --moves "32xx23")
    if(e_err MATCHES "off the board" OR NOT e_err MATCHES "expected a square after 'x'")
        fail("32xx23: ${e_err}")
    endif()
    # The rule a refused move breaks, as explain gives it: the king must land on f6 (Russian
    # 1.5.6); a quiet move beside five captures names them all.
    expect_usage_error("a king landing short" perft --variant russian --fen W:WKa1:Bc3,e7 --moves a1:e5 --depth 1)
    if(NOT e_err MATCHES "a king must land where its capture goes on: on f6, for a1:f6:d8 \\(Russian 1.5.6\\)")
        fail("a king landing short: ${e_err}")
    endif()
    expect_usage_error("a quiet move beside five captures" perft --variant russian --fen W:WKa1:Bc3 --moves a1-b2 --depth 1)
    foreach(capture IN ITEMS a1:d4 a1:e5 a1:f6 a1:g7 a1:h8)
        if(NOT e_err MATCHES "capturing is compulsory.*: .*${capture}")
            fail("a quiet move beside five captures, ${capture} not named: ${e_err}")
        endif()
    endforeach()
    # --moves on moves and show.
    run(after moves --variant russian --moves "c3-d4 f6-e5")
    expect_success("moves --moves" after)
    if(NOT after_out MATCHES "d4:f6")
        fail("moves --moves: ${after_out}")
    endif()
    run(shown show --variant russian --moves "c3-d4")
    expect_success("show --moves" shown)
    if(NOT shown_out MATCHES "to move: Black")
        fail("show --moves: ${shown_out}")
    endif()
    # explain's list in the order of the squares (3 before 14, not as text); compare's
    # "1 move"; the help on american.
    run(ex explain --variant international --fen W:WK20:B2,15 20-24)
    if(NOT ex_out MATCHES "others: 20-3 20-9 20-14 20-25 ")
        fail("explain: ${ex_out}")
    endif()
    run(one compare --variants russian,brazilian --fen W:Wf6:Be7,b6)
    if(NOT one_out MATCHES "russian \\(1 move\\):")
        fail("compare, one move: ${one_out}")
    endif()
    run(h --help)
    if(NOT h_out MATCHES "american is American checkers, the English game; American pool checkers is pool")
        fail("help on american: ${h_out}")
    endif()
    # rules --diff: a draw rule only international has comes among the draw rules, before
    # the notation and the GameType.
    run(diff rules --diff russian international)
    expect_success("rules --diff" diff)
    string(FIND "${diff_out}" "PDN GameType" game_type_at)
    string(FIND "${diff_out}" "three pieces with a king against a lone king" draw_at)
    if(draw_at EQUAL -1 OR game_type_at LESS draw_at)
        fail("rules --diff order: ${diff_out}")
    endif()

# Positions with more capture paths than a move list holds inside it: every mode of perft
# gives the count the naive generator gives, and the slow commands answer quickly.
elseif(CASE STREQUAL "many_paths")
    set(frisian_603 "B:WK3,7,10,12,19,22,25,37,38,40:BK14")
    foreach(mode IN ITEMS "" "--full" "--threads;2" "--hash;4")
        expect_perft("frisian 603 paths ${mode}" "603" perft --variant frisian --fen ${frisian_603} --depth 1 --paths ${mode})
    endforeach()
    perft(d "frisian 603 paths, divide" perft --variant frisian --fen ${frisian_603} --depth 1 --paths --divide)
    list(LENGTH d_divide divide_lines)
    expect_equal("frisian 603 paths, divide lines" "${divide_lines}" "603")
    expect_equal("frisian 603 paths, divide total" "${d_total}" "603")
    expect_perft("turkish 529 paths" "529" perft --variant turkish --fen W:WKf7,Ka8:Bf2,e3,a4,c4,g4,d5,h5,f6,b7,d7,Kc8,Kf8 --depth 1 --paths --full)
    set(extreme "W:WK20:B3,8,11,K12,K13,K14,17,24,K26,27,K28,30,33,K34,35,37,K39,K42,K44,K48")
    # Counted without a list: one search of its paths (the library's test_capacity lists
    # them; explain and moves on it are for an optimised build, a few seconds each).
    expect_perft("a king taking twenty pieces, every path" "875316" perft --variant frisian --fen ${extreme} --depth 1 --paths)

elseif(CASE STREQUAL "help")
    foreach(args "--help" "-h" "help" "perft;--help" "moves;--help" "show;--help" "perft;-h"
            "perft;--variant;russian;--help" "moves;--variant;nonsense;--help")
        run(h ${args})
        string(REPLACE ";" " " shown "${args}")
        expect_success("draughts ${shown}" h)
        if(NOT h_out MATCHES "^usage: draughts")
            fail("draughts ${shown}: stdout does not start with the usage line: ${h_out}")
        endif()
    endforeach()
    # Every command's help comes from the table of commands, before its options are read.
    foreach(command perft perft-compare moves show pdn explain compare rules svg match)
        run(h ${command} --unknown-option --help)
        expect_success("draughts ${command} --unknown-option --help" h)
        if(NOT h_out MATCHES "^usage: draughts ${command} ")
            fail("draughts ${command} --help: stdout does not start with its usage line: ${h_out}")
        endif()
    endforeach()
    # After "--", perft-compare's words belong to the other program, --help among them.
    run(h perft-compare --variant russian --depth 1 -- "${CMAKE_COMMAND}" -E echo --help)
    if(h_out MATCHES "^usage:")
        fail("perft-compare took the other program's --help for its own: ${h_out}")
    endif()
    # Each command's help names its options.
    run(h perft --help)
    foreach(option --variant --fen --board --empty-rows --depth --divide --paths --threads --full)
        if(NOT h_out MATCHES "${option}")
            fail("perft --help does not mention ${option}")
        endif()
    endforeach()
    # The general help lists every variant of the library, with the aliases.
    run(h --help)
    foreach(variant russian international brazilian "english \\(or checkers, american\\)" italian spanish portuguese
                    czech pool thai killer canadian antidraughts breakthrough frisian "frysk \\(or frysk!\\)"
                    turkish)
        if(NOT h_out MATCHES "${variant}")
            fail("--help does not list ${variant}")
        endif()
    endforeach()

elseif(CASE STREQUAL "boards")
    # Any variant's rules on another board: published counts (international 6x6, English
    # 6x6 every path, international 10x8), and an odd board.
    expect_perft("international 6x6" "5;25;106;369;1301;4214" perft --variant international --board 6x6 --depth 6)
    expect_perft("English 6x6" "5;25;106;369;1271;4104" perft --variant english --board 6x6 --depth 6 --paths)
    expect_perft("international 10x8" "9;81;658;4265;27117" perft --variant international --board 10x8 --depth 5)
    expect_perft("international 8x10, turned" "7;49;302;1469;7473"
                 perft --variant international --board 8x10 --depth 5)
    # The variant's own size is its own board.
    expect_perft("russian 8x8" "7;49;302;1469" perft --variant russian --board 8x8 --depth 4)
    # More empty rows: two rows of men each on 8x8.
    run(gap moves --variant russian --empty-rows 4)
    expect_success("--empty-rows 4" gap)
    expect_equal("--empty-rows 4" "${gap_out}" "b2-a3\nd2-c3\nf2-e3\nh2-g3\nb2-c3\nd2-e3\nf2-g3\n")
    run(shown show --variant international --board 6x6 --empty-rows 4)
    expect_success("show a 6x6 board" shown)
    if(NOT shown_out MATCHES "fen: W:W16,17,18:B1,2,3")
        fail("show --board 6x6 --empty-rows 4: ${shown_out}")
    endif()
    # Turkish draughts on its own board and on 10x10, every square played (the counts of the
    # naive generator of tests/reference); a board played on every square holds up to 14x14.
    expect_perft("turkish" "8;64;708;7538;85090" perft --variant turkish --depth 5)
    expect_perft("turkish 10x10" "10;100;1324;16738" perft --variant turkish --board 10x10 --depth 4)
    expect_usage_error("too large for turkish" perft --variant turkish --board 20x20 --depth 1)
    expect_usage_error("a board too large" perft --variant russian --board 21x8 --depth 1)
    expect_usage_error("a board too small" perft --variant russian --board 2x8 --depth 1)
    expect_usage_error("a board without an x" perft --variant russian --board 8 --depth 1)
    expect_usage_error("empty rows of the wrong parity" moves --variant russian --empty-rows 3)
    expect_usage_error("empty rows with a FEN" moves --variant russian --empty-rows 2 --fen W:Wc3:Bf6)

elseif(CASE STREQUAL "options")
    # "--name=value" as well as "--name value"; an option given twice is an error.
    run(a perft --variant=russian --depth=3)
    run(b perft --variant russian --depth 3)
    expect_success("--name=value" a)
    string(REGEX REPLACE " time [^\n]*" "" a_counts "${a_out}")
    string(REGEX REPLACE " time [^\n]*" "" b_counts "${b_out}")
    expect_equal("--name=value" "${a_counts}" "${b_counts}")
    expect_usage_error("an option given twice" perft --variant russian --depth 3 --depth 4)
    expect_usage_error("an option given twice, once with =" moves --variant=russian --variant russian)
    expect_usage_error("a flag with a value" perft --variant russian --depth 3 --full=yes)

elseif(CASE STREQUAL "pdn")
    # Every game of a file checked, one line each; "-" reads standard input; without a
    # GameType tag or --variant, the line says which variant was assumed and why.
    set(pdn_dir "${cli_dir}/../pdn")
    run(a pdn "${pdn_dir}/annotated.pdn")
    expect_success("pdn annotated.pdn" a)
    if(NOT a_out MATCHES "^[^\n]*annotated.pdn game 1: White, Walter - Black, Betty, result 2-0, 19 plies, ongoing, fen B:")
        fail("pdn annotated.pdn: ${a_out}")
    endif()
    set(english_game "${CMAKE_CURRENT_BINARY_DIR}/cli_pdn_english.pdn")
    file(WRITE "${english_game}" "[White \"A\"]\n[Black \"B\"]\n1. 11-15 23-19 2. 8-11 *\n")
    execute_process(COMMAND "${DRAUGHTS}" pdn - INPUT_FILE "${english_game}"
                    OUTPUT_VARIABLE in_out ERROR_VARIABLE in_err RESULT_VARIABLE in_rc)
    expect_success("pdn -" in)
    string(REPLACE ";" "|" in_out "${in_out}")  # a CMake list separator
    expect_equal("pdn -, the variant guessed" "${in_out}"
                 "- game 1: A - B, result none, 3 plies, ongoing, read as english (no GameType tag: the game has squares up to 32, and 1 of 1 replay under these rules| the first move comes from squares 1-12, Black's side| --variant chooses), fen W:W19,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,12,15\n")
    execute_process(COMMAND "${DRAUGHTS}" pdn --json - INPUT_FILE "${english_game}"
                    OUTPUT_VARIABLE json_out ERROR_VARIABLE json_err RESULT_VARIABLE json_rc)
    expect_success("pdn --json -" json)
    if(NOT json_out MATCHES "\"variant\":\"english\",\"assumed\":\"the game has squares up to 32, and 1 of 1 replay under these rules; the first move comes from squares 1-12, Black's side\"")
        fail("pdn --json: ${json_out}")
    endif()
    # Read as Russian, 11-15 moves a Black man with White to move: the game is invalid.
    run(r pdn --variant russian "${english_game}")
    expect_equal("pdn --variant russian: exit status" "${r_rc}" "1")
    if(NOT r_out MATCHES "error at line 3, column 4: ply 1 \\(1. 11-15\\): f6 holds a Black piece, and White is to move")
        fail("pdn --variant russian: ${r_out}")
    endif()
    expect_usage_error("a missing file" pdn "${pdn_dir}/no such file.pdn")
    expect_usage_error("an unknown variant" pdn --variant dameo "${english_game}")
    expect_usage_error("no file" pdn)

elseif(CASE STREQUAL "numeric")
    # --numeric writes an algebraic variant's moves with its square numbers (Russian: 1 = b8,
    # 32 = g1), and reads them in the FEN.
    run(m moves --variant russian --numeric)
    expect_success("moves --numeric" m)
    expect_equal("moves --numeric" "${m_out}" "22-17\n23-18\n24-19\n21-17\n22-18\n23-19\n24-20\n")
    perft(d "perft --divide --numeric" perft --variant russian --fen W:W22:B18,10 --depth 1 --divide --numeric)
    expect_equal("perft --divide --numeric" "${d_divide}" "22:15:6 1")

elseif(CASE STREQUAL "no_arguments")
    # Bad arguments give a one-line message on stderr and exit status 2; no
    # arguments at all are bad arguments too.
    expect_usage_error("no arguments")

elseif(CASE STREQUAL "one_line_messages")
    # An argument holding a newline is shown escaped, so the message stays on one line.
    expect_usage_error("unknown variant with a newline" moves --variant "rus\nsian")
    expect_usage_error("unknown command with a newline" "a\nb")
    expect_usage_error("--depth with a newline" perft --variant russian --depth "1\n")

elseif(CASE STREQUAL "perft_tools")
    # --only: depth N alone.
    run(only perft --variant russian --depth 5 --only)
    expect_success("--only" only)
    if(NOT only_out MATCHES "^depth 5 nodes 7482 time [0-9.]+ mnps [0-9.]+\n$")
        fail("--only: ${only_out}")
    endif()
    # --moves: after 1. c3-d4 f6-e5 White must take (Russian 1.5.1), one move, and Black
    # retakes with e7 or g7; short and long forms alike.
    foreach(typed "c3-d4 f6-e5" "c3-d4  f6-e5 " "c3d4 f6e5")
        run(after perft --variant russian --moves "${typed}" --depth 2)
        expect_success("--moves ${typed}" after)
        if(NOT after_out MATCHES "^depth 1 nodes 1 [^\n]*\ndepth 2 nodes 2 ")
            fail("--moves \"${typed}\": ${after_out}")
        endif()
    endforeach()
    expect_usage_error("an illegal move in --moves" perft --variant russian --moves "c3-d4 c3-d4" --depth 1)
    run(bad perft --variant russian --moves "c3-d4 c3-d4" --depth 1)
    if(NOT bad_err MATCHES "\"c3-d4\" after \"c3-d4\"")
        fail("--moves names the move it could not play and what came before: ${bad_err}")
    endif()
    # --fen-after: each root move with the FEN after it.
    perft(fa "--fen-after" perft --variant russian --depth 1 --fen-after)
    list(LENGTH fa_divide n)
    expect_equal("--fen-after: root moves" "${n}" "7")
    list(GET fa_divide 0 first)
    if(NOT first MATCHES "^a3-b4 1 B:W[^ ]*b4[^ ]*:B")
        fail("--fen-after: ${first}")
    endif()
    # --json: one object.
    run(j perft --variant russian --depth 2 --divide --json)
    expect_success("--json" j)
    if(NOT j_out MATCHES "^{\"variant\":\"russian\",\"fen\":\"W:W[^\"]*\",\"convention\":\"unique\",\"depths\":\\[{\"depth\":1,\"nodes\":7,[^]]*{\"depth\":2,\"nodes\":49,[^]]*\\],\"divide\":\\[{\"move\":\"a3-b4\",\"nodes\":7}")
        fail("--json: ${j_out}")
    endif()

elseif(CASE STREQUAL "perft_suite")
    # A suite in the layout of published perft tables (a row of column names, tabs, a
    # source column left alone), every row right; then one row wrong and one unreadable.
    set(suite "${CMAKE_CURRENT_BINARY_DIR}/cli_suite.tsv")
    string(JOIN "\t" header variant convention fen depth nodes source)
    string(JOIN "\t" row1 international unique "${international_start}" 4 4265 "published")
    string(JOIN "\t" row2 international all "W:WK38:B18,19,32,33" 1 6 "positions i22: 5 moves, one by two paths")
    string(JOIN "\t" row3 russian unique "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12" 5 7482 "")
    string(JOIN "\t" row4 canadian_12x12 unique "initial 12x12" 2 121 "")
    file(WRITE "${suite}" "# a comment\n${header}\n${row1}\n\n${row2}\n${row3}\n${row4}\n")
    run(good perft --suite "${suite}")
    expect_success("a suite that passes" good)
    if(NOT good_out MATCHES "^pass  line 3: international: unique depth 4 nodes 4265\n"
       OR NOT good_out MATCHES "pass  line 6: russian: unique depth 5 nodes 7482\n"
       OR NOT good_out MATCHES "\n4 passed, 0 failed, 0 skipped, 0 errors\n$")
        fail("suite: ${good_out}")
    endif()
    string(JOIN "\t" wrong international unique "${international_start}" 3 659 "")
    string(JOIN "\t" unreadable dameo unique "W:W1:B2" 1 1 "")
    file(WRITE "${suite}" "${header}\n${wrong}\n${unreadable}\n${row1}\n")
    run(bad perft --suite "${suite}" --max-nodes 1000)
    if(NOT "${bad_rc}" STREQUAL "1"
       OR NOT bad_out MATCHES "FAIL  line 2: international: unique depth 3 nodes 659, counted 658\n"
       OR NOT bad_out MATCHES "error line 3: dameo: unknown variant \"dameo\""
       OR NOT bad_out MATCHES "skip  line 4: international: unique depth 4 nodes 4265 \\(over --max-nodes\\)\n"
       OR NOT bad_out MATCHES "0 passed, 1 failed, 1 skipped, 1 errors\n$")
        fail("suite with a wrong row (exit ${bad_rc}): ${bad_out}")
    endif()
    # A table of published counts, where CMake was given one (DRAUGHTS_PERFT_SUITE), its
    # quick rows.
    if(PERFT_SUITE AND EXISTS "${PERFT_SUITE}")
        run(shared perft --suite "${PERFT_SUITE}" --max-nodes 1000000)
        # Its Spanish rows number the squares from Black's side, as its other 8x8 rows do,
        # where the Spanish rules number them from White's, and its English depth 29 is past
        # what a 64-bit counter holds: the only rows it cannot take.
        string(REGEX MATCHALL "error line [0-9]+: [^\n]*" error_lines "${shared_out}")
        foreach(line IN LISTS error_lines)
            if(NOT line MATCHES ": spanish: bad FEN: " AND NOT line MATCHES ": english: nodes \"[0-9]+\" is not a number up to")
                fail("the published perft table: ${line}")
            endif()
        endforeach()
        if(NOT shared_out MATCHES " passed, 0 failed, [0-9]+ skipped, [0-9]+ errors\n$")
            fail("the published perft table: ${shared_out}")
        endif()
    endif()

elseif(CASE STREQUAL "perft_units")
    # --hash: the published counts with a table of a megabyte, alone and shared by threads.
    run(h perft --variant russian --depth 9 --hash 1)
    expect_success("--hash" h)
    if(NOT h_out MATCHES "\ndepth 8 nodes 929899 [^\n]*\ndepth 9 nodes 4570586 ")
        fail("--hash: ${h_out}")
    endif()
    perft(hd "--hash --threads --divide" perft --variant international --depth 6 --hash 1 --threads 2 --divide)
    expect_equal("--hash --threads --divide: total" "${hd_total}" "167140")
    expect_usage_error("--hash with --full" perft --variant russian --depth 3 --hash 1 --full)
    expect_usage_error("--hash 0" perft --variant russian --depth 3 --hash 0)

    # --split, --units, --sum: Russian start, depth 8 split 3 plies below (published 929899).
    run(split perft --variant russian --depth 8 --split 3)
    expect_success("--split" split)
    lines_of("${split_out}" split_lines)
    list(GET split_lines 0 header)
    list(GET split_lines 1 first_unit)
    list(LENGTH split_lines line_count)
    math(EXPR unit_count "${line_count} - 1")
    if(NOT header MATCHES "^# perft units: russian W:W[^ ]+ depth 8, split 3 plies below: ${unit_count} units, 302 move sequences$")
        fail("--split header: ${header}")
    endif()
    # 302 sequences of three plies reach fewer positions: transpositions are one unit.
    if(NOT unit_count LESS 302 OR NOT first_unit MATCHES "^B:W[^\t]+\t5\t[0-9]+\tunique$")
        fail("--split: ${unit_count} units, the first ${first_unit}")
    endif()
    set(units "${CMAKE_CURRENT_BINARY_DIR}/cli_units.tsv")
    set(counted "${CMAKE_CURRENT_BINARY_DIR}/cli_counted.tsv")
    file(WRITE "${units}" "${split_out}")
    run(u perft --variant russian --units "${units}" --hash 1)
    expect_success("--units" u)
    file(WRITE "${counted}" "${u_out}")
    run(sum perft --variant russian --depth 8 --split 3 --sum "${counted}")
    expect_success("--sum" sum)
    expect_equal("--sum" "${sum_out}" "depth 8 nodes 929899 units ${unit_count}\n")
    # The same through standard input, split at 0 plies: one unit, the position itself.
    run(one perft --variant russian --depth 4 --split 0)
    file(WRITE "${units}" "${one_out}")
    execute_process(COMMAND "${DRAUGHTS}" perft --variant russian --units - INPUT_FILE "${units}"
                    OUTPUT_VARIABLE u0_out RESULT_VARIABLE u0_rc)
    if(NOT u0_out MATCHES "\nW:W[^\t]+\t4\t1\tunique\t1469\n$")
        fail("--units from standard input: ${u0_out}")
    endif()
    # --sum checks the units against the split: one missing, one twice, one changed.
    lines_of("${u_out}" counted_lines)
    list(REMOVE_AT counted_lines 1)
    string(JOIN "\n" missing ${counted_lines})
    file(WRITE "${counted}" "${missing}\n")
    expect_usage_error("--sum, a unit missing" perft --variant russian --depth 8 --split 3 --sum "${counted}")
    run(m perft --variant russian --depth 8 --split 3 --sum "${counted}")
    if(NOT m_err MATCHES "1 of ${unit_count} units not counted, the first \"B:W")
        fail("--sum, a unit missing: ${m_err}")
    endif()
    lines_of("${u_out}" counted_lines)
    list(GET counted_lines 2 again)
    file(WRITE "${counted}" "${u_out}${again}\n")
    expect_usage_error("--sum, a unit twice" perft --variant russian --depth 8 --split 3 --sum "${counted}")
    string(REGEX REPLACE "\t[0-9]+\tunique\t" "\t999\tunique\t" changed "${again}")
    file(WRITE "${counted}" "${changed}\n")
    run(c perft --variant russian --depth 8 --split 3 --sum "${counted}")
    if(NOT c_rc STREQUAL "2" OR NOT c_err MATCHES "line 1: the unit is depth 5, multiplicity [0-9]+, unique in this split")
        fail("--sum, a multiplicity changed: ${c_err}")
    endif()
    expect_usage_error("--sum without --split" perft --variant russian --depth 8 --sum "${counted}")
    expect_usage_error("--split deeper than --depth" perft --variant russian --depth 2 --split 3)
    file(WRITE "${units}" "W:W21:B1\t2\t1\n")
    expect_usage_error("--units, three cells" perft --variant russian --units "${units}")
    run(t perft --variant russian --units "${units}")
    if(NOT t_err MATCHES "cli_units.tsv line 1: 3 tab-separated cells, not 4")
        fail("--units, three cells: ${t_err}")
    endif()
    file(WRITE "${units}" "W:W99:B1\t2\t1\tunique\n")
    expect_usage_error("--units, a bad FEN" perft --variant russian --units "${units}")
    expect_usage_error("--units, no such file" perft --variant russian --units "${units}.none")
    # Frisian units carry their kings' runs (Frisian 17) in the FEN: they add up to the perft.
    set(frisian_fen "W:WK28,K33,46,47:BK3,K9,4,5")
    run(fs perft --variant frisian --fen "${frisian_fen}" --depth 5 --split 3)
    if(NOT fs_out MATCHES "\n[BW]:[^\t]+:\\+[0-3][0-9]*\\+[0-3][0-9]*\t2\t[0-9]+\tunique\n")
        fail("--split, Frisian king runs: ${fs_out}")
    endif()
    file(WRITE "${units}" "${fs_out}")
    run(fu perft --variant frisian --units "${units}")
    file(WRITE "${counted}" "${fu_out}")
    run(fsum perft --variant frisian --fen "${frisian_fen}" --depth 5 --split 3 --sum "${counted}")
    expect_success("--sum, Frisian" fsum)
    run(fd perft --variant frisian --fen "${frisian_fen}" --depth 5)
    if(NOT fd_out MATCHES "\ndepth 5 nodes 159300 " OR NOT fsum_out MATCHES "^depth 5 nodes 159300 units [0-9]+\n$")
        fail("--sum, Frisian: ${fsum_out}, directly: ${fd_out}")
    endif()
elseif(CASE STREQUAL "perft_compare")
    # Another generator, as a shell script given DEPTH and FEN after its own arguments.
    # Itself: they agree, in one call.
    set(itself "${CMAKE_CURRENT_BINARY_DIR}/cli_itself.sh")
    file(WRITE "${itself}" "exec \"$1\" perft --variant \"$2\" --divide --only --depth \"$3\" --fen \"$4\"\n")
    run(same perft-compare --variant russian --depth 4 -- sh "${itself}" "${DRAUGHTS}" russian)
    expect_success("perft-compare with itself" same)
    expect_equal("perft-compare with itself" "${same_out}" "depth 4: ours 1469, theirs 1469\nagree: depth 4, 1469 nodes\ncalls: 1\n")
    # A generator that misses Russian 1.5.15 (a man crowned mid-capture captures on as a king):
    # pool's rules. The difference is two plies down; found with one call per depth.
    run(pool perft-compare --variant russian --fen "B:Wh6,a1:Bc5,d4,g7,a7" --depth 3 -- sh "${itself}" "${DRAUGHTS}" pool)
    if(NOT "${pool_rc}" STREQUAL "1" OR NOT pool_out MATCHES "parted at: c5-b4\nfen: W:Wa1,h6:Bb4,d4,a7,g7\n"
       OR NOT pool_out MATCHES "only ours: h6:f8:a3\nonly theirs: 12x3\ncalls: 2\n$")
        fail("perft-compare against pool's rules (exit ${pool_rc}): ${pool_out}")
    endif()
    # A planted bug three plies deep: one move given twice after c3-d4 f6-e5, and the counts
    # above it one more. Three calls find it.
    set(planted "${CMAKE_CURRENT_BINARY_DIR}/cli_planted.sh")
    file(WRITE "${planted}" "\"$1\" perft --variant russian --divide --only --depth \"$2\" --fen \"$3\" | awk -v d=\"$2\" '
d == 3 && $1 == \"c3-d4\" { $2 = $2 + 1 }
d == 2 && $1 == \"f6-e5\" { $2 = $2 + 1 }
{ print }
d == 1 && $1 == \"d4:f6\" { print }'\n")
    run(bug perft-compare --variant russian --depth 3 -- sh "${planted}" "${DRAUGHTS}")
    if(NOT "${bug_rc}" STREQUAL "1" OR NOT bug_out MATCHES "parted at: c3-d4 f6-e5\n"
       OR NOT bug_out MATCHES "twice in theirs: d4:f6\ncalls: 3\n$")
        fail("perft-compare against a planted bug (exit ${bug_rc}): ${bug_out}")
    endif()
    if(bug_out MATCHES "^depth 3: ours 302, theirs 303\n  c3-d4: ours ([0-9]+), theirs ([0-9]+)\n")
        math(EXPR one_more "${CMAKE_MATCH_1} + 1")
        expect_equal("perft-compare: the planted count" "${CMAKE_MATCH_2}" "${one_more}")
    else()
        fail("perft-compare: the root's counts: ${bug_out}")
    endif()
    # Lines without a count; no command.
    run(junk perft-compare --variant russian --depth 1 -- echo garbage)
    if(NOT "${junk_rc}" STREQUAL "2" OR NOT junk_out MATCHES "cannot read: garbage 1 W:")
        fail("perft-compare with lines it cannot read (exit ${junk_rc}): ${junk_out}")
    endif()
    expect_usage_error("perft-compare without a command" perft-compare --variant russian --depth 1)

elseif(CASE STREQUAL "divide_paths")
    # With --paths, 38x24x13x27x38 and 38x27x13x24x38 are two root paths of one move; each
    # line of --divide names its own path.
    perft(d "divide --paths" perft --variant international --fen W:WK38:B18,19,32,33 --depth 1 --divide --paths)
    set(texts "")
    foreach(line IN LISTS d_divide)
        string(REGEX MATCH "${divide_line_regex}" unused "${line}")
        list(APPEND texts "${CMAKE_MATCH_1}")
    endforeach()
    list(LENGTH texts all)
    list(REMOVE_DUPLICATES texts)
    list(LENGTH texts distinct)
    expect_equal("divide --paths: distinct root lines" "${distinct}" "${all}")

else()
    message(FATAL_ERROR "unknown case ${CASE}")
endif()

get_property(failures GLOBAL PROPERTY cli_failures)
if(failures)
    list(LENGTH failures n)
    string(REPLACE ";" "\n  " shown "${failures}")
    message(FATAL_ERROR "cli ${CASE}: ${n} failure(s):\n  ${shown}")
endif()
message(STATUS "cli ${CASE}: passed")
