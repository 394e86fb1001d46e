package web_test

// The tests play every game the binary registers.
import _ "tabla/games/all"
